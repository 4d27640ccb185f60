import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import type { AdminPlan } from '../../../contract/admin-plans.ts'
import { FileButton } from '../medias/file-button.tsx'
import type { AdminRecord } from '../record.ts'
import { useChangeThumbnail } from './change-thumbnail.ts'

/** As the cart's plan card shows it: 16:9. */
const PREVIEW = { width: 192, height: 108 }

/**
 * The plan's picture, sent at once (not with the form): the current one, a button to choose a
 * JPEG or PNG in its place, and one to remove it. The server versions its address, so the
 * browser never shows the one it replaced.
 */
export function PlanThumbnail() {
  const translate = useTranslate()
  const headingId = useId()
  const plan = useRecordContext<AdminRecord<AdminPlan>>()
  const [changed, setChanged] = useState<{ address: string | null } | null>(null)
  const change = useChangeThumbnail(plan?.uid ?? '', (answer) =>
    setChanged({ address: answer.thumbnail }),
  )
  if (!plan) return null
  const current = changed ? changed.address : plan.thumbnail
  const text = (key: string) => translate(`vitrine.plan.thumbnail.${key}`)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('resources.plans.fields.thumbnail')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text('help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {current ? (
          <img
            src={current}
            alt={text('current')}
            {...PREVIEW}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <Typography variant="body2">{text('none')}</Typography>
        )}
        <FileButton
          label={text('change')}
          accept="image/jpeg,image/png"
          disabled={change.isPending}
          onFile={(file) => change.mutate(file)}
        />
        {current && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            {text('remove')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
