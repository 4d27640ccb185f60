import Box from '@mui/material/Box'
import type { RefObject } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { embedItemPath, type EmbedStart } from '../../../contract/values/embed.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { ContinueWatchingEntry } from '../../../contract/schemas/progress.ts'
import { thumbnailUrl } from '../../ui/image-url.ts'
import { AccessOverlay } from './access-overlay.tsx'
import { ResumeActions } from './resume-actions.tsx'
import { THUMBNAIL_WIDTHS } from '../../../contract/values/thumbnail-widths.ts'

const PICTURE_WIDTH = THUMBNAIL_WIDTHS.stage
const PICTURE_HEIGHT = 720
const FILL = { width: '100%', height: '100%', border: 0, display: 'block' } as const

/**
 * The top of the item page, always 16:9: the embed player when the visitor has access (or the
 * trailer they asked for), otherwise the thumbnail under the access overlay.
 */
interface ItemStageProps {
  item: Item
  frameRef: RefObject<HTMLIFrameElement | null>
  /** Whether the visitor asked for the trailer, which plays until it ends. */
  trailer: boolean
  onTrailer: () => void
  /** Where the visitor asked the player to start ("Reprendre"); from the top otherwise. */
  start?: EmbedStart
  /** Where the visitor stopped, while they have not chosen to resume there or start over. */
  resume: ContinueWatchingEntry | null
  /** Starts the player there, playing: "Reprendre à 12:34" or "Recommencer". */
  onStart: (start: EmbedStart) => void
}

export function ItemStage(props: ItemStageProps) {
  const { item, frameRef, trailer, onTrailer, start, resume, onStart } = props
  const { t } = useTranslation()
  const name = item.content_object.name
  const playing = item.has_access || trailer

  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#000', overflow: 'hidden' }}>
      {playing ? (
        <>
          <iframe
            ref={frameRef}
            src={embedItemPath(item.uid, { trailer: !item.has_access, start })}
            title={
              item.has_access ? t('itemPage.player', { name }) : t('itemPage.trailerOf', { name })
            }
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            style={FILL}
            // Until the visitor chooses where to start, "Reprendre" covers the player.
            inert={resume !== null}
          />
          {resume && <ResumeActions entry={resume} onStart={onStart} />}
        </>
      ) : (
        <>
          {item.content_object_thumbnail && (
            <img
              src={thumbnailUrl(item.content_object_type, item.content_object_id, PICTURE_WIDTH)}
              alt={name}
              width={PICTURE_WIDTH}
              height={PICTURE_HEIGHT}
              fetchPriority="high"
              style={{ ...FILL, objectFit: 'cover' }}
            />
          )}
          <AccessOverlay item={item} onTrailer={onTrailer} />
        </>
      )}
    </Box>
  )
}
