import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ImageProps } from '../../../../contract/schemas/pages.ts'
import { safeImageSrc, safePosition } from './safe-css.ts'

/** Pictures of blocks are drawn at most this wide; the attributes give the browser a ratio. */
const WIDTH = 1280

interface BlockImageProps {
  image: ImageProps
  /** The box's ratio (e.g. '16 / 9'); without it the image fills its parent, which sizes it. */
  ratio?: string
  /** The first screen's picture loads at once and first; the others when scrolled near. */
  priority?: boolean
  /** Override of object-position, e.g. for the tiles of a collage. */
  position?: string
  sx?: SxProps<Theme>
}

/**
 * A block's picture in a box of fixed ratio, so nothing moves when it arrives; decorative
 * (the block's texts say what it is about), cover or contain as staff chose.
 */
export function BlockImage({ image, ratio, priority = false, position, sx }: BlockImageProps) {
  const src = safeImageSrc(image.src)
  if (!src) return null
  const height = ratio ? Math.round(WIDTH / ratioValue(ratio)) : Math.round((WIDTH * 9) / 16)
  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', width: '100%' },
        ratio ? { aspectRatio: ratio } : { height: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <img
        src={src}
        alt=""
        width={WIDTH}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: image.cover ? 'cover' : 'contain',
          objectPosition: position ?? safePosition(image.position),
        }}
      />
    </Box>
  )
}

function ratioValue(ratio: string): number {
  const [width, height] = ratio.split('/').map((part) => Number(part.trim()))
  return width && height ? width / height : 16 / 9
}
