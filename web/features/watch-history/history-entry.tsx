import { dateLocale } from '../../../contract/values/date-locale.ts'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { WatchHistoryEntry } from '../../../contract/schemas/progress.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { watchedTime } from '../../lib/watched-time.ts'
import { ItemCard } from '../../ui/item-card.tsx'
import '../../i18n/watch-history/texts.ts'

interface HistoryEntryProps {
  entry: WatchHistoryEntry
  onRemove: (mediaUid: string, name: string) => void
  removing: boolean
}

/**
 * One media of the watch history: its item's card, the episode's name when it is a playlist's,
 * when it was last watched, how far (or "Terminé"), and a button to take it out.
 */
export function HistoryEntry({ entry, onRemove, removing }: HistoryEntryProps) {
  const { t, i18n } = useTranslation()
  const website = useWebsite()
  const itemName = entry.item.content_object.name
  const name = entry.media_name === itemName ? itemName : `${itemName} — ${entry.media_name}`
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(
    new Date(entry.watched_at),
  )
  const spent = watchedTime(entry.position, entry.duration, i18n.language)
  const share = entry.finished
    ? 100
    : entry.duration > 0
      ? (100 * entry.position) / entry.duration
      : 0
  const progress = entry.finished ? t('watchHistory.finished') : t('watchHistory.progress', spent)
  return (
    <>
      <ItemCard
        item={entry.item}
        aspectRatio={website.options.aspectRatioMediaCard}
        currency={website.monetization_currency}
      />
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {entry.media_name !== itemName && (
            <Typography variant="body2" noWrap title={entry.media_name}>
              {entry.media_name}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {t('watchHistory.watchedOn', { date })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, share)}
            aria-label={t('watchHistory.progressOf', { name, progress })}
            sx={{ my: 0.5 }}
          />
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {progress}
          </Typography>
        </Box>
        <IconButton
          onClick={() => onRemove(entry.media_uid, name)}
          disabled={removing}
          aria-label={t('watchHistory.remove', { name })}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </>
  )
}
