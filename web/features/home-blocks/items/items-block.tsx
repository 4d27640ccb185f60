import Box from '@mui/material/Box'
import type { QueryClient } from '@tanstack/react-query'
import Container from '@mui/material/Container'
import { useId, useMemo } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../../contract/schemas/website.ts'
import { useWebsite } from '../../../api/get-website.ts'
import { ItemCard } from '../../../ui/item-card.tsx'
import { Slider } from '../../../ui/slider/slider.tsx'
import type { BlockProps } from '../block-props.ts'
import { layoutOf, type LayoutOf } from '../layouts.ts'
import { BlockSection, BlockTitle } from '../parts/block-section.tsx'
import { isRecord } from '../../../../contract/values/is-record.ts'
import { readList, readString } from '../parts/read-fields.ts'
import { FeaturedItems } from './featured-items.tsx'
import { blockItemsQuery, useBlockItems } from '../../../api/get-block-items.ts'
import { liveItemsQuery, useLiveItems } from '../../../api/get-live-items.ts'
import { ItemHeroSlide } from './item-hero-slide.tsx'
import { ItemMediaCard, type MediaSide } from './item-media-card.tsx'
import { ItemsSkeleton } from './items-skeleton.tsx'

/** The API answers at most 100 items at once; a block lists at most 100 (contract). */
const MAX_ITEMS = 100
const CARD_SLIDE_WIDTH = { xs: '75%', sm: '50%', md: '33.333%', lg: '25%' } as const
/** Wider cards across the whole page; whole ones on a desktop, so none is clipped at its end. */
const WIDE_CARD_SLIDE_WIDTH = { xs: '85%', sm: '50%', lg: '33.333%' } as const

interface ListProps {
  layout: LayoutOf<'Items'>
  label: string
  items: Item[]
  website: WebsiteSettings
  priority: boolean
}

/** The items in the block's layout (spec §2 Items layouts). */
function ItemsLayout({ layout, label, items, website, priority }: ListProps) {
  const aspectRatio = website.options.aspectRatioMediaCard
  const currency = website.monetization_currency
  const cards = items.map((item) => (
    <ItemCard key={item.uid} item={item} aspectRatio={aspectRatio} currency={currency} />
  ))
  switch (layout) {
    case 'medias-grid':
      return <FeaturedItems {...{ label, items, aspectRatio, currency }} />
    case 'medias-slider':
    case 'live-now-and-upcoming':
      return (
        <Slider label={label} slideWidth={CARD_SLIDE_WIDTH}>
          {cards}
        </Slider>
      )
    case 'fullscreen-medias-slider':
      return (
        <Slider label={label} slideWidth={WIDE_CARD_SLIDE_WIDTH}>
          {cards}
        </Slider>
      )
    case 'fullscreen-slider':
      return (
        <Slider label={label} slideWidth="100%" gap={0}>
          {items.map((item, index) => (
            <ItemHeroSlide
              key={item.uid}
              item={item}
              currency={currency}
              priority={priority && index === 0}
            />
          ))}
        </Slider>
      )
    default: {
      const side = layout.replace('container-slider-media-', '') as MediaSide
      const width =
        side === 'left' || side === 'right' ? { xs: '100%', md: '50%' } : CARD_SLIDE_WIDTH
      return (
        <Slider label={label} slideWidth={width}>
          {items.map((item) => (
            <ItemMediaCard key={item.uid} {...{ item, side, aspectRatio, currency }} />
          ))}
        </Slider>
      )
    }
  }
}

/**
 * Items block: a heading and the chosen items, fetched by uid and kept in the block's order; or,
 * laid out as "live now and upcoming", the website's live items the server lists. Each kind asks
 * only for its own list: a block that never shows the live list must not hold its query
 * (disabled, it would keep the server's render from fetching it for a live block).
 */
export function ItemsBlock(props: BlockProps) {
  return layoutOf('Items', props.fields.layout) === 'live-now-and-upcoming' ? (
    <LiveItemsBlock {...props} />
  ) : (
    <ChosenItemsBlock {...props} />
  )
}

/** The uids of the items a block chose, in its order, joined by commas (a stable key). */
function chosenUidsKey(fields: BlockProps['fields']): string {
  return readList(fields.contents, (entry) =>
    isRecord(entry.content_object) ? readString(entry.content_object.uid) : '',
  )
    .filter(Boolean)
    .slice(0, MAX_ITEMS)
    .join(',')
}

const uidsOf = (uidsKey: string) => (uidsKey ? uidsKey.split(',') : [])

/**
 * Fetches what an Items block shows into the cache, with the queries its components below ask:
 * the live list, or the chosen items (nothing when it chose none). The server's first data.
 */
export async function prefetchItemsBlock(queryClient: QueryClient, fields: BlockProps['fields']) {
  if (layoutOf('Items', fields.layout) === 'live-now-and-upcoming') {
    return queryClient.prefetchQuery(liveItemsQuery)
  }
  const uids = uidsOf(chosenUidsKey(fields))
  if (uids.length > 0) await queryClient.prefetchQuery(blockItemsQuery(uids))
}

function ChosenItemsBlock(props: BlockProps) {
  const uidsKey = chosenUidsKey(props.fields)
  const uids = useMemo(() => uidsOf(uidsKey), [uidsKey])
  const items = useBlockItems(uids)
  if (uids.length === 0) return null
  return <ItemsSection {...props} items={items} isLive={false} />
}

function LiveItemsBlock(props: BlockProps) {
  return <ItemsSection {...props} items={useLiveItems()} isLive />
}

interface ItemsSectionProps extends BlockProps {
  items: { data?: Item[]; isError: boolean }
  isLive: boolean
}

/** The block's heading and its items in their layout; a skeleton until they come. */
function ItemsSection({ fields, priority, items, isLive }: ItemsSectionProps) {
  const { t } = useTranslation()
  const website = useWebsite()
  const headingId = useId()
  const title = readString(fields.title)
  const layout = layoutOf('Items', fields.layout)
  const fullWidth = layout.startsWith('fullscreen')

  if (items.isError || (items.data && items.data.length === 0)) return null
  const aspectRatio = website.options.aspectRatioMediaCard
  const body = items.data ? (
    <ItemsLayout
      {...{ layout, items: items.data, website, priority }}
      label={title || t(isLive ? 'home.live' : 'home.items')}
    />
  ) : (
    <ItemsSkeleton aspectRatio={aspectRatio} wide={layout === 'fullscreen-slider'} />
  )
  return (
    <BlockSection component="Items" layout={layout} labelledBy={title ? headingId : undefined}>
      {fullWidth ? (
        <>
          <BlockTitle id={headingId} title={title} inset />
          <Box sx={{ px: layout === 'fullscreen-slider' ? 0 : 2 }}>{body}</Box>
        </>
      ) : (
        <Container>
          <BlockTitle id={headingId} title={title} />
          {body}
        </Container>
      )}
    </BlockSection>
  )
}
