import LockIcon from '@mui/icons-material/Lock'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { PlaylistMedia } from '../../../contract/schemas/catalogue.ts'
import { formatDuration } from '../../ui/format-duration.ts'
import { thumbnailUrl } from '../../ui/image-url.ts'
import { THUMBNAIL_WIDTHS } from '../../../contract/values/thumbnail-widths.ts'

const THUMB_WIDTH = THUMBNAIL_WIDTHS.row
const THUMB_HEIGHT = 90

/** One media of the list; one the visitor may not play wears a lock, named for screen readers. */
function Entry({ media, index }: { media: PlaylistMedia; index: number }) {
  const { t } = useTranslation()
  return (
    <>
      <Box sx={{ flexShrink: 0, width: 96, aspectRatio: '16 / 9', bgcolor: 'grey.800', mr: 2 }}>
        {media.thumbnail && (
          <img
            src={thumbnailUrl('media', media.uid, THUMB_WIDTH)}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <ListItemText
        primary={`${index + 1}. ${media.name}`}
        secondary={media.duration > 0 ? formatDuration(media.duration) : undefined}
      />
      {!media.has_access && (
        <LockIcon
          titleAccess={t('itemPage.mediaLocked')}
          fontSize="small"
          sx={{ ml: 1, color: 'text.secondary' }}
        />
      )}
    </>
  )
}

interface PlaylistListProps {
  medias: PlaylistMedia[]
  selected: string | null
  /** Absent while there is no player to send the choice to. */
  onSelect?: (mediaUid: string) => void
}

/** The medias in runs of one season each (one run, season null, when the playlist has none). */
function bySeason(medias: PlaylistMedia[]): { season: number | null; medias: PlaylistMedia[] }[] {
  const runs: { season: number | null; medias: PlaylistMedia[] }[] = []
  for (const media of medias) {
    const last = runs[runs.length - 1]
    if (last && last.season === media.season) last.medias.push(media)
    else runs.push({ season: media.season, medias: [media] })
  }
  return runs
}

/** The entries of one run; numbered from 1 in each season. */
function Entries({ medias, selected, onSelect }: PlaylistListProps) {
  return (
    <List dense>
      {medias.map((media, index) => {
        const current = media.uid === selected
        return onSelect ? (
          <ListItem key={media.uid} disablePadding>
            <ListItemButton
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(media.uid)}
            >
              <Entry media={media} index={index} />
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={media.uid}>
            <Entry media={media} index={index} />
          </ListItem>
        )
      })}
    </List>
  )
}

/**
 * The medias of a playlist, under a heading per season for a series; the one playing is marked,
 * and a click plays another.
 */
export function PlaylistList({ medias, selected, onSelect }: PlaylistListProps) {
  const { t } = useTranslation()
  return (
    <Box component="section" aria-labelledby="playlist-heading">
      <Typography id="playlist-heading" variant="h6" component="h2">
        {t('itemPage.playlist', { count: medias.length })}
      </Typography>
      {bySeason(medias).map((run) =>
        run.season === null ? (
          <Entries key="all" medias={run.medias} selected={selected} onSelect={onSelect} />
        ) : (
          <Box key={`${run.season}-${run.medias[0]!.uid}`}>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              {t('itemPage.season', { season: run.season })}
            </Typography>
            <Entries medias={run.medias} selected={selected} onSelect={onSelect} />
          </Box>
        ),
      )}
    </Box>
  )
}
