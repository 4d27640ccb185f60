import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import ReplayIcon from '@mui/icons-material/Replay'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { EmbedStart } from '../../../contract/values/embed.ts'
import { useContinueWatching } from '../../api/continue-watching.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'

const pad = (value: number) => String(value).padStart(2, '0')

/** 754 s → `12:34`; 3723 s → `1:02:03`: as players show a time. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = `${pad(total % 60)}`
  return hours > 0 ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`
}

/**
 * "Reprendre à 12:34" and "Recommencer", when the signed-in visitor stopped part way through the
 * item (a playlist: at the media they watched last); either starts the player there.
 */
export function ResumeActions({
  item,
  onStart,
}: {
  item: Item
  onStart: (start: EmbedStart) => void
}) {
  const { t } = useTranslation()
  const entries = useContinueWatching()
  const entry = entries.data?.find((each) => each.item.uid === item.uid)
  if (!item.has_access || !entry) return null
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('itemPage.resume')}>
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        onClick={() => onStart({ mediaUid: entry.media_uid, seconds: entry.position })}
      >
        {t('itemPage.resumeAt', { time: formatClock(entry.position) })}
      </Button>
      <Button
        variant="outlined"
        startIcon={<ReplayIcon />}
        onClick={() => onStart({ mediaUid: entry.media_uid, seconds: 0 })}
      >
        {t('itemPage.restart')}
      </Button>
    </Stack>
  )
}
