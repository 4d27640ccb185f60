import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import ReplayIcon from '@mui/icons-material/Replay'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { ContinueWatchingEntry } from '../../../contract/schemas/progress.ts'
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

/** Where the signed-in visitor stopped in the item, if they did and may watch it still. */
export function useResumeEntry(item: Item): ContinueWatchingEntry | null {
  const entries = useContinueWatching()
  if (!item.has_access) return null
  return entries.data?.find((each) => each.item.uid === item.uid) ?? null
}

/**
 * Over the player, for a visitor who stopped part way through the item (a playlist: at the
 * media they watched last): the play button itself reads "Reprendre à 12:34", with
 * "Recommencer" beside it. Either starts the player there, playing, in one tap.
 */
export function ResumeActions({
  entry,
  onStart,
}: {
  entry: ContinueWatchingEntry
  onStart: (start: EmbedStart) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('itemPage.resume')}
      sx={{
        position: 'absolute',
        inset: 0,
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'center',
        alignContent: 'center',
        p: 2,
        // Dark enough that the waiting player's own controls do not show through.
        bgcolor: 'rgba(0,0,0,0.8)',
      }}
    >
      <Button
        variant="contained"
        size="large"
        startIcon={<PlayArrowIcon />}
        onClick={() => onStart({ mediaUid: entry.media_uid, seconds: entry.position })}
      >
        {t('itemPage.resumeAt', { time: formatClock(entry.position) })}
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ReplayIcon />}
        onClick={() => onStart({ mediaUid: entry.media_uid, seconds: 0 })}
        sx={{ color: '#fff', borderColor: '#fff' }}
      >
        {t('itemPage.restart')}
      </Button>
    </Stack>
  )
}
