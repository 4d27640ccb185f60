import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  BooleanField,
  FunctionField,
  Labeled,
  RichTextField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { PublicationField } from './publication-field.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { TYPE_CHOICES, VISIBILITY_CHOICES } from './item-choices.ts'
import { ItemActions } from './item-actions.tsx'
import { MediaPanel } from '../medias/media-panel.tsx'
import { LivePanel } from '../live/live-panel.tsx'

type Item = AdminRecord<AdminItemDetail>

/** Each price of the item: its amount in the site's currency and how long it gives access. */
function PriceLines() {
  const formatMoney = useMoney()
  const item = useRecordContext<Item>()
  const translate = useTranslate()
  const { monetization_currency: currency } = useWebsiteSettings()
  // Shown first from the list's row, which has no prices, until the item itself arrives.
  if (!item?.prices) return null
  if (item.prices.length === 0) {
    return <Typography variant="body2">{translate('vitrine.noValue')}</Typography>
  }
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {item.prices.map((price) => (
        <li key={price.uid}>
          {formatMoney(price.amount, currency)} ·{' '}
          {price.period === 0
            ? translate('vitrine.period.unlimited')
            : translate('vitrine.period.hours', { smart_count: price.period })}
        </li>
      ))}
    </Typography>
  )
}

/** A playlist's medias in order, under their season when the playlist has seasons. */
function PlaylistLines() {
  const item = useRecordContext<Item>()
  const translate = useTranslate()
  if (!item?.medias) return null
  if (item.medias.length === 0) {
    return <Typography variant="body2">{translate('vitrine.playlist.empty')}</Typography>
  }
  return (
    <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {item.medias.map((media) => (
        <li key={media.uid}>
          {media.season === null
            ? media.name
            : `${translate('vitrine.playlist.season')} ${media.season} · ${media.name}`}
        </li>
      ))}
    </Typography>
  )
}

/** Below a playlist's fields: its medias. A media item has none. */
function PlaylistMedias() {
  const item = useRecordContext<Item>()
  if (item?.type !== 'playlist') return null
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Labeled source="medias" resource="items">
        <PlaylistLines />
      </Labeled>
    </Box>
  )
}

/** A media item's thumbnail and captions, once the item itself (not the list's row) is here. */
function ItemMedia() {
  const item = useRecordContext<Item>()
  if (item?.type !== 'media' || !item.content_object_uid) return null
  return <MediaPanel mediaUid={item.content_object_uid} />
}

/** A live item's control: status, key, preview, end. */
function ItemLive() {
  const item = useRecordContext<Item>()
  if (item?.type !== 'live' || !item.content_object_uid) return null
  return <LivePanel eventUid={item.content_object_uid} itemUid={item.uid} />
}

/**
 * One item as staff see it: what the list shows, its excerpt and its prices; for a media, its
 * thumbnail and captions below.
 */
export function ItemShow() {
  const translate = useTranslate()
  return (
    <Show<Item> actions={<ItemActions screen="show" />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <SelectField source="type" choices={TYPE_CHOICES} />
        <SelectField source="visibility_type" choices={VISIBILITY_CHOICES} />
        <BooleanField source="monetization_enabled" label="vitrine.monetized" />
        <Labeled source="published_at">
          <PublicationField />
        </Labeled>
        <FunctionField<Item>
          source="categories"
          render={(item) =>
            item.categories.map((category) => category.name).join(', ') ||
            translate('vitrine.noValue')
          }
        />
        <TextField source="excerpt" emptyText="vitrine.noValue" />
        <RichTextField source="description" emptyText="vitrine.noValue" />
        <FunctionField<Item>
          source="tags"
          render={(item) => item.tags?.join(', ') || translate('vitrine.noValue')}
        />
        <BooleanField source="is_content_downloadable" />
        <Labeled source="prices">
          <PriceLines />
        </Labeled>
      </SimpleShowLayout>
      <PlaylistMedias />
      <ItemMedia />
      <ItemLive />
    </Show>
  )
}
