import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { EmbedStart } from '../../../contract/values/embed.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useWebsite } from '../../api/get-website.ts'
import type { GiftOffer } from '../../lib/gift-offer.ts'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { ItemBundles } from './bundles/item-bundles.tsx'
import { DownloadList } from './download-list.tsx'
import { MyListButton } from './my-list-button.tsx'
import { KeepOffer } from './offer-button.tsx'
import { useItem } from './get-item.ts'
import { ItemDetails } from './item-details.tsx'
import { ItemStage } from './item-stage.tsx'
import { LiveStage } from './live/live-stage.tsx'
import { PlaylistList } from './playlist-list.tsx'
import { RelatedItems } from './related-items.tsx'
import { SharePanel } from './share-panel.tsx'
import { useResumeEntry } from './resume-actions.tsx'
import { useEmbedPlayer } from './use-embed-player.ts'
import '../../i18n/item/texts.ts'

function ItemSkeleton() {
  return (
    <Container sx={{ py: 3 }} aria-busy="true">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton variant="text" width="50%" height={48} sx={{ mt: 2 }} />
      <Skeleton variant="text" width="30%" />
    </Container>
  )
}

function ItemView({
  item,
  website,
  Gift,
}: {
  item: Item
  website: WebsiteSettings
  Gift?: GiftOffer | undefined
}) {
  const player = useEmbedPlayer(item)
  // "Reprendre" / "Recommencer": the player is loaded again, playing from there.
  const [start, setStart] = useState<EmbedStart | undefined>()
  const resume = useResumeEntry(item)
  // While "Reprendre" covers the player, choosing a media of the playlist starts it there.
  const selectMedia = (uid: string) =>
    resume && !start ? setStart({ mediaUid: uid, seconds: 0 }) : player.selectMedia(uid)
  const medias = item.content_object.medias
  const isPlaylist = item.content_object_type === 'playlist' && medias.length > 0
  const downloadable = item.is_content_downloadable && item.has_access
  return (
    <Container sx={{ py: 3 }}>
      <Grid container spacing={3}>
        <HydrationRegion>
          <Grid size={{ xs: 12, md: 8 }}>
            {item.content_object_type === 'live' ? (
              <LiveStage item={item} />
            ) : (
              <ItemStage
                item={item}
                frameRef={player.frameRef}
                start={start}
                resume={start ? null : resume}
                onStart={setStart}
                trailer={player.trailer}
                onTrailer={player.playTrailer}
              />
            )}
            <HydrationRegion>
              <Box sx={{ mt: 2 }}>
                <ItemDetails item={item} currency={website.monetization_currency} />
              </Box>
            </HydrationRegion>
            <ItemBundles item={item} website={website} Gift={Gift} />
          </Grid>
        </HydrationRegion>
        <HydrationRegion>
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <KeepOffer item={item} currency={website.monetization_currency} />
            {isPlaylist && (
              <PlaylistList
                medias={medias}
                selected={player.mediaUid}
                onSelect={item.has_access ? selectMedia : undefined}
              />
            )}
            <MyListButton item={item} />
            {website.monetization_enabled && Gift && (
              <Gift item={item} currency={website.monetization_currency} />
            )}
            {downloadable && <DownloadList itemUid={item.uid} />}
            <SharePanel item={item} website={website} />
          </Grid>
        </HydrationRegion>
      </Grid>
      <RelatedItems item={item} website={website} />
    </Container>
  )
}

/** /:itemSlug — the player or the access overlay, details, playlist, related items (spec §2). */
export function ItemPage({ Gift }: { Gift?: GiftOffer } = {}) {
  const { itemSlug = '' } = useParams()
  const website = useWebsite()
  const item = useItem(itemSlug)
  if (!item.data) return <ItemSkeleton />
  // A new item starts with its own playlist selection and no trailer playing.
  return <ItemView key={item.data.uid} item={item.data} website={website} Gift={Gift} />
}
