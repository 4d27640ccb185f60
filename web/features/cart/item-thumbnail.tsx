import Box from '@mui/material/Box'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { thumbnailUrl } from '../../ui/image-url.ts'

const WIDTH = 96

/** A small 16:9 picture of an item beside its name; decorative, the name is the text. */
export function ItemThumbnail({ item }: { item: Item | undefined }) {
  return (
    <Box
      sx={{
        width: WIDTH,
        flexShrink: 0,
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {item?.content_object_thumbnail && (
        <img
          src={thumbnailUrl(item.content_object_type, item.content_object_id)}
          alt=""
          width={WIDTH}
          height={(WIDTH * 9) / 16}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  )
}
