import Box from '@mui/material/Box'
import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { EmbedStart } from '../../../contract/values/embed.ts'
import { THUMBNAIL_WIDTHS } from '../../../contract/values/thumbnail-widths.ts'
import { useContinueWatching } from '../../api/continue-watching.ts'
import { useChangeMyList, useMyList } from '../../api/my-list.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { formatDuration } from '../../ui/format-duration.ts'
import { thumbnailUrl } from '../../ui/image-url.ts'
import { useBackKey } from './back-key.ts'
import { BuyPanel } from './buy-panel.tsx'
import { TvButton } from './focusable.tsx'
import { useTvItem } from './get-tv-item.ts'
import { useOpenedFrom } from './tv-navigation.ts'
import { TV_SIGN_IN_PATH } from './tv-paths.ts'
import { TvPlayer } from './tv-player.tsx'

/** The item screen's buttons, first focused in this order. */
const BUTTONS = ['tv-resume', 'tv-play', 'tv-list', 'tv-sign-in'] as const

function focusFirstButton() {
  const first = BUTTONS.find((key) => doesFocusableExist(key))
  if (first) void setFocus(first)
}

/** Lire, Reprendre, Ajouter à ma liste — or sign in, for a viewer who may have bought it. */
function ItemActions({ item, onPlay }: { item: Item; onPlay: (start: EmbedStart) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useSession((state) => state.token !== null)
  const started = useContinueWatching()
  const kept = useMyList()
  const change = useChangeMyList()
  const entry = started.data?.find((candidate) => candidate.item.uid === item.uid)
  // A playlist starts at its first media; a single media is the item's own (the player takes
  // an unknown one as its first).
  const first = item.content_object.medias[0]?.uid ?? item.content_object.uid
  const inList = kept.data?.some((candidate) => candidate.uid === item.uid) ?? false

  const resumable = entry !== undefined
  const listed = kept.isSuccess
  useEffect(focusFirstButton, [resumable, signedIn, listed])

  return (
    <Box sx={{ display: 'flex', gap: '1em', flexWrap: 'wrap', mt: '1.2em' }}>
      {item.has_access && entry && (
        <TvButton
          focusKey="tv-resume"
          primary
          onEnter={() => onPlay({ mediaUid: entry.media_uid, seconds: entry.position })}
        >
          {t('tv.resume', { time: formatDuration(entry.position) })}
        </TvButton>
      )}
      {item.has_access && (
        <TvButton
          focusKey="tv-play"
          primary={!entry}
          onEnter={() => onPlay({ mediaUid: first, seconds: 0 })}
        >
          {t('tv.play')}
        </TvButton>
      )}
      {signedIn && kept.isSuccess && (
        <TvButton
          focusKey="tv-list"
          onEnter={() => change.mutate({ itemUid: item.uid, keep: !inList })}
        >
          {inList ? t('tv.removeFromList') : t('tv.addToList')}
        </TvButton>
      )}
      {!signedIn && !item.has_access && (
        <TvButton focusKey="tv-sign-in" onEnter={() => void navigate(TV_SIGN_IN_PATH)}>
          {t('tv.boughtSignIn')}
        </TvButton>
      )}
    </Box>
  )
}

/**
 * /tv/{itemSlug} — the item screen: picture, title, summary, its buttons, and the "buy on your
 * phone" panel when the viewer has no access. Lire opens the full-screen player; Back closes it,
 * then goes back to the screen the item was opened from.
 */
export function TvItemPage() {
  const { t } = useTranslation()
  const { itemSlug = '' } = useParams()
  const navigate = useNavigate()
  const item = useTvItem(itemSlug)
  const [playing, setPlaying] = useState<EmbedStart | null>(null)
  usePageTitle(item.data?.content_object.name ?? t('tv.loading'))
  // Back goes up to the screen the item was opened from: the home, a category, the search.
  const from = useOpenedFrom()
  useBackKey(() => void navigate(from))
  // Once the player closes (its cleanup resumed the arrows), the focus is back on the buttons.
  useEffect(() => {
    if (!playing) focusFirstButton()
  }, [playing])

  if (item.isError) return <Box role="alert">{t('tv.notFound')}</Box>
  if (!item.data) return <Box role="status">{t('tv.loading')}</Box>
  const { content_object: content } = item.data

  return (
    <Box sx={{ display: 'flex', gap: '3em', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 20em', minWidth: 0 }}>
        <Box component="h1" sx={{ fontSize: '2em', mt: 0, mb: '0.4em' }}>
          {content.name}
        </Box>
        {content.excerpt && (
          <Box component="p" sx={{ m: 0, color: 'text.secondary', maxWidth: '40em' }}>
            {content.excerpt}
          </Box>
        )}
        <ItemActions item={item.data} onPlay={setPlaying} />
        {!item.data.has_access && <BuyPanel item={item.data} />}
      </Box>
      {item.data.content_object_thumbnail && (
        <Box
          component="img"
          src={thumbnailUrl(
            item.data.content_object_type,
            item.data.content_object_id,
            THUMBNAIL_WIDTHS.stage,
          )}
          alt=""
          sx={{
            flex: '1 1 20em',
            minWidth: 0,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: '0.5em',
          }}
        />
      )}
      {playing && (
        <TvPlayer
          itemUid={item.data.uid}
          name={content.name}
          start={playing}
          onClose={() => setPlaying(null)}
        />
      )}
    </Box>
  )
}
