import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import type { Background } from '../../../../contract/schemas/pages.ts'
import { safeColour, safeImageSrc } from './safe-css.ts'

interface BlockBackgroundProps {
  background: Background
  priority?: boolean
  sx?: SxProps<Theme>
  children: ReactNode
}

/**
 * What sits behind a block: a colour, or a picture (an <img>, so it never needs CSS built from
 * staff input) tinted by the background's colour.
 */
export function BlockBackground({ background, priority, sx, children }: BlockBackgroundProps) {
  const colour = safeColour(background.color)
  const src = background.type === 'image' ? safeImageSrc(background.src) : undefined
  return (
    <Box
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: background.type === 'color' ? colour : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && (
        <>
          <img
            src={src}
            alt=""
            width={1280}
            height={720}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            }}
          />
          {colour && <Box sx={{ position: 'absolute', inset: 0, bgcolor: colour }} />}
        </>
      )}
      {/* Fills a minimum height the layout gives (fullscreen, halfscreen), content centred. */}
      <Box
        sx={{
          position: 'relative',
          minHeight: 'inherit',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
