import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Block } from '../../../contract/schemas/pages.ts'
import type { ApiError } from '../../api/api-error.ts'
import { useDraft } from './draft-store.ts'

interface SaveBarProps {
  dirty: boolean
  saving: boolean
  /** What the last save ended in: a message for the visitor, or nothing. */
  status: string
  failure: ApiError | null
  onSave: () => void
  onDiscard: () => void
  /** Opens the editor of the block an error is about. */
  onOpenBlock: (uid: string) => void
}

const NO_BLOCKS: Block[] = []

const BLOCK_PATH = /^page\.content\[(\d+)\]\.?(.*)$/

/** The errors of a failed save, each with the block it is about (by name) and a way there. */
function SaveErrors({
  failure,
  onOpenBlock,
}: Pick<SaveBarProps, 'onOpenBlock'> & { failure: ApiError }) {
  const { t } = useTranslation()
  const blocks = useDraft((state) => state.draft?.page.content ?? NO_BLOCKS)
  const details = Object.entries(failure.details ?? {})
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2">
        {t('editor.save.failed', { message: failure.message })}
      </Typography>
      {details.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {details.map(([path, messages]) => {
            const match = BLOCK_PATH.exec(path)
            const block = match ? blocks[Number(match[1])] : undefined
            const where = block ? `${block.title} › ${match?.[2] ?? ''}` : path
            return (
              <li key={path}>
                <Typography variant="body2" component="span">
                  {t('editor.save.fieldError', { where, message: messages.join(' ') })}
                </Typography>{' '}
                {block && (
                  <Link component="button" variant="body2" onClick={() => onOpenBlock(block.uid)}>
                    {t('editor.save.goToBlock')}
                  </Link>
                )}
              </li>
            )
          })}
        </Box>
      )}
    </Alert>
  )
}

/** The drawer's foot: Save and Discard, and what the last save ended in. */
export function SaveBar(props: SaveBarProps) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      {props.failure && <SaveErrors failure={props.failure} onOpenBlock={props.onOpenBlock} />}
      <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: '1.5em' }}>
        {props.status}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={props.onSave} disabled={!props.dirty || props.saving}>
          {props.saving ? t('editor.save.saving') : t('editor.save.save')}
        </Button>
        <Button onClick={props.onDiscard} disabled={!props.dirty || props.saving}>
          {t('editor.save.discard')}
        </Button>
      </Stack>
    </Stack>
  )
}
