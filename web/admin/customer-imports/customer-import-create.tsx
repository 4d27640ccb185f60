import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Title, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin'
import type {
  CustomerImportLine,
  CustomerImportPreview,
} from '../../../contract/schemas/admin-customer-imports.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import { FileButton } from '../ui/file-button.tsx'

/** The preview shows this many lines at most: those with errors first. */
const SHOWN_LINES = 200

const PREVIEW_PATH = `${ADMIN_LISTS.customer_imports}preview/`

/** The lines to show: the skipped ones first (what the owner must look at), then the others. */
function shownLines(lines: CustomerImportLine[]): CustomerImportLine[] {
  const skipped = lines.filter((line) => line.action === 'skip')
  const others = lines.filter((line) => line.action !== 'skip')
  return [...skipped, ...others].slice(0, SHOWN_LINES)
}

function PreviewTable({ preview }: { preview: CustomerImportPreview }) {
  const translate = useTranslate()
  const text = (key: string) => translate(`vitrine.customerImport.${key}`)
  const lines = shownLines(preview.lines)
  return (
    <>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={text('previewTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('line')}</TableCell>
              <TableCell>{text('email')}</TableCell>
              <TableCell>{text('name')}</TableCell>
              <TableCell>{text('outcome')}</TableCell>
              <TableCell>{text('errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow
                key={line.line}
                data-action={line.action}
                sx={line.action === 'skip' ? { bgcolor: 'error.50' } : undefined}
              >
                <TableCell>{line.line}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{line.email}</TableCell>
                <TableCell>{`${line.first_name} ${line.last_name}`.trim()}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{text(`action.${line.action}`)}</TableCell>
                <TableCell sx={{ color: 'error.dark' }}>
                  {line.errors.map((error) => (
                    <div key={`${error.field}-${error.message}`}>
                      {translate(`vitrine.customerImport.column.${error.field}`)} : {error.message}
                    </div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.lines.length > lines.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('vitrine.customerImport.moreLines', {
            count: preview.lines.length - lines.length,
          })}
        </Typography>
      )}
    </>
  )
}

/**
 * A new customer import: a CSV file is chosen and previewed (each line's outcome and errors),
 * the owner chooses whether new customers are mailed a link to choose their password, then the
 * import is queued and followed in the list.
 */
export function CustomerImportCreate() {
  const translate = useTranslate()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const redirect = useRedirect()
  const [locale] = useLocaleState()
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [invite, setInvite] = useState(true)
  const text = (key: string, values?: Record<string, unknown>) =>
    translate(`vitrine.customerImport.${key}`, values)

  const check = useMutation({
    mutationFn: async (chosen: File) => {
      const csv = await chosen.text()
      setFile({ name: chosen.name, csv })
      const answer = await staffFetch(PREVIEW_PATH, { method: 'POST', body: { csv } })
      return (await answer.json()) as CustomerImportPreview
    },
    onError: (error) => {
      setFile(null)
      notifyFailure(error)
    },
  })
  const start = useMutation({
    mutationFn: () =>
      staffFetch(ADMIN_LISTS.customer_imports, {
        method: 'POST',
        body: { csv: file?.csv ?? '', invite, language: isLanguage(locale) ? locale : 'fr' },
      }),
    onSuccess: () => {
      notify('vitrine.customerImport.started', { type: 'success' })
      redirect('list', 'customer_imports')
    },
    onError: notifyFailure,
  })
  const preview = check.data
  const importable = preview ? preview.to_create + preview.to_update : 0
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={text('title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2">{text('help')}</Typography>
            <Box>
              <FileButton
                label={text('choose')}
                accept=".csv,text/csv"
                disabled={check.isPending || start.isPending}
                onFile={(chosen) => check.mutate(chosen)}
              />
              {file && (
                <Typography component="span" variant="body2" sx={{ ml: 2 }}>
                  {file.name}
                </Typography>
              )}
            </Box>
            {check.isPending && <Typography variant="body2">{text('checking')}</Typography>}
            {preview && !check.isPending && (
              <>
                <Alert severity={preview.to_skip > 0 ? 'warning' : 'info'} role="status">
                  {text('summary', {
                    total: preview.total,
                    create: preview.to_create,
                    update: preview.to_update,
                    skip: preview.to_skip,
                  })}
                </Alert>
                {preview.to_update > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {text('updateHint')}
                  </Typography>
                )}
                <PreviewTable preview={preview} />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={invite}
                      onChange={(event) => setInvite(event.target.checked)}
                    />
                  }
                  label={text('invite')}
                />
                <Box>
                  <Button
                    variant="contained"
                    label={text('start', { smart_count: importable })}
                    disabled={importable === 0 || start.isPending}
                    onClick={() => start.mutate()}
                  />
                </Box>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
