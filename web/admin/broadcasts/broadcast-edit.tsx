import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type {
  AdminBroadcast,
  AdminBroadcastChange,
  AdminBroadcastPreview,
} from '../../../contract/schemas/admin-broadcasts.ts'
import {
  BROADCAST_EDITABLE,
  type BroadcastLanguage,
} from '../../../contract/values/admin-broadcasts.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import type { AdminRecord } from '../record.ts'
import { BroadcastInputs } from './broadcast-inputs.tsx'
import { BroadcastProgress } from './broadcast-list.tsx'

/** What PATCH takes of the form: the texts and the segment. */
function broadcastChange(values: AdminRecord<AdminBroadcast>): AdminBroadcastChange {
  const { subject, body, subject_en, body_en, segment, item_uid, category_uid } = values
  return { subject, body, subject_en, body_en, segment, item_uid, category_uid }
}

const editable = (broadcast: AdminBroadcast | undefined) =>
  broadcast !== undefined && BROADCAST_EDITABLE.includes(broadcast.status)

function BroadcastToolbar() {
  const broadcast = useRecordContext<AdminRecord<AdminBroadcast>>()
  if (!editable(broadcast)) return null
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

/** The mail as a reader of each language gets it, drawn by the server. */
function BroadcastPreview({ uid }: { uid: string }) {
  const translate = useTranslate()
  const id = useId()
  const [language, setLanguage] = useState<BroadcastLanguage>('fr')
  const preview = useQuery({
    queryKey: ['broadcast-preview', uid, language],
    queryFn: async () => {
      const answer = await staffFetch(`/broadcasts/${uid}/preview/?language=${language}`)
      return (await answer.json()) as AdminBroadcastPreview
    },
  })
  return (
    <Box>
      <Typography variant="h6" component="h2" id={`${id}-title`}>
        {translate('vitrine.broadcast.preview')}
      </Typography>
      <Tabs
        value={language}
        onChange={(_, value: BroadcastLanguage) => setLanguage(value)}
        aria-labelledby={`${id}-title`}
      >
        <Tab value="fr" label={translate('vitrine.textLanguages.fr')} />
        <Tab value="en" label={translate('vitrine.textLanguages.en')} />
      </Tabs>
      {preview.data && (
        <>
          <Typography variant="subtitle2" sx={{ my: 1 }}>
            {translate('vitrine.broadcast.subjectIs', { subject: preview.data.subject })}
          </Typography>
          <Box
            component="iframe"
            title={translate('vitrine.broadcast.previewIn', {
              language: translate(`vitrine.textLanguages.${language}`),
            })}
            srcDoc={preview.data.html}
            sandbox=""
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Box>
  )
}

/** Test to oneself, send now or at a time, or cancel: what the broadcast's state allows. */
function BroadcastSending() {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const failed = useNotifyFailure()
  const broadcast = useRecordContext<AdminRecord<AdminBroadcast>>()
  const [sendAt, setSendAt] = useState('')
  const post = (path: string, body?: unknown) =>
    staffFetch(`/broadcasts/${broadcast?.uid ?? ''}/${path}`, { method: 'POST', body })
  const done = (message: string) => () => {
    notify(message, { type: 'info' })
    refresh()
  }
  const test = useMutation({
    mutationFn: (language: BroadcastLanguage) => post('test/', { language }),
    onSuccess: done('vitrine.broadcast.tested'),
    onError: failed,
  })
  const send = useMutation({
    mutationFn: (at: string | null) => post('send/', { send_at: at }),
    onSuccess: done('vitrine.broadcast.started'),
    onError: failed,
  })
  const cancel = useMutation({
    mutationFn: () => post('cancel/'),
    onSuccess: done('vitrine.broadcast.canceledNotice'),
    onError: failed,
  })
  if (!broadcast) return null
  const canSend = editable(broadcast)
  const canCancel = broadcast.status === 'scheduled' || broadcast.status === 'sending'
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Alert severity={broadcast.status === 'sent' ? 'success' : 'info'}>
        {translate(`vitrine.broadcast.status.${broadcast.status}`)}
        {broadcast.send_at && broadcast.status === 'scheduled'
          ? ` — ${new Date(broadcast.send_at).toLocaleString()}`
          : ''}
        <Box role="status">
          <BroadcastProgress broadcast={broadcast} />
          {broadcast.counts.total > 0 &&
            ` · ${translate('vitrine.broadcast.countsLine', broadcast.counts)}`}
        </Box>
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={() => test.mutate('fr')} disabled={test.isPending}>
          {translate('vitrine.broadcast.testFr')}
        </Button>
        <Button variant="outlined" onClick={() => test.mutate('en')} disabled={test.isPending}>
          {translate('vitrine.broadcast.testEn')}
        </Button>
        {canCancel && (
          <Button color="error" variant="outlined" onClick={() => cancel.mutate()}>
            {translate('vitrine.broadcast.cancel')}
          </Button>
        )}
      </Stack>
      {canSend && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          <Button variant="contained" onClick={() => send.mutate(null)} disabled={send.isPending}>
            {translate('vitrine.broadcast.sendNow')}
          </Button>
          <TextField
            type="datetime-local"
            size="small"
            label={translate('vitrine.broadcast.sendAt')}
            value={sendAt}
            onChange={(event) => setSendAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            disabled={sendAt === '' || send.isPending}
            onClick={() => send.mutate(new Date(sendAt).toISOString())}
          >
            {translate('vitrine.broadcast.schedule')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

function BroadcastForm() {
  const broadcast = useRecordContext<AdminRecord<AdminBroadcast>>()
  if (!broadcast) return null
  return (
    <>
      <BroadcastSending />
      <SimpleForm toolbar={<BroadcastToolbar />} sx={{ p: 0 }}>
        <BroadcastInputs disabled={!editable(broadcast)} />
      </SimpleForm>
      <BroadcastPreview uid={broadcast.uid} key={broadcast.subject + broadcast.body} />
    </>
  )
}

/** A broadcast: its texts and segment while not sent, its preview, test, sending and progress. */
export function BroadcastEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={(values: AdminRecord<AdminBroadcast>) => broadcastChange(values)}
      queryOptions={{
        refetchInterval: (query) =>
          (query.state.data as AdminBroadcast | undefined)?.status === 'sending' ? 3000 : false,
      }}
      sx={{ '& .RaEdit-card': { p: 2 } }}
    >
      <BroadcastForm />
    </Edit>
  )
}
