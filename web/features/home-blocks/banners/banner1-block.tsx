import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import { useId } from 'react'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockBackground } from '../parts/block-background.tsx'
import { BlockImage } from '../parts/block-image.tsx'
import { BlockSection } from '../parts/block-section.tsx'
import { readBackground, readButton, readImage, readText } from '../parts/read-fields.ts'
import { BannerText } from './banner-text.tsx'

/** Screen heights of the two full-width layouts (the app bars take the rest). */
const HEIGHTS = {
  fullscreen: { xs: '80svh', md: 'calc(100svh - 112px)' },
  halfscreen: { xs: '60svh', md: '50svh' },
} as const

/** Three tiles of the one picture, each showing another part of it. */
function Collage({ image, priority }: { image: ReturnType<typeof readImage>; priority: boolean }) {
  const tile = { borderRadius: 2, boxShadow: 3 }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 2 }}>
      <BlockImage
        image={image}
        ratio="3 / 4"
        priority={priority}
        sx={{ ...tile, gridRow: 'span 2' }}
      />
      <BlockImage image={image} ratio="4 / 3" position="left top" sx={tile} />
      <BlockImage image={image} ratio="4 / 3" position="right bottom" sx={tile} />
    </Box>
  )
}

/** Banner1, the hero: a picture, a title, a subtitle and two buttons (spec §2 layouts). */
export function Banner1Block({ fields, priority }: BlockProps) {
  const headingId = useId()
  const title = readText(fields.title)
  const labelledBy = title.text.trim() ? headingId : undefined
  const layout = layoutOf('Banner1', fields.layout)
  const image = readImage(fields.image)
  const background = readBackground(fields.background)
  const text = (
    <BannerText
      headingId={headingId}
      title={title}
      texts={[readText(fields.subtitle)]}
      buttons={[readButton(fields.button1), readButton(fields.button2)]}
    />
  )

  if (layout === 'fullscreen' || layout === 'halfscreen') {
    // The picture fills the screen; the background shows only when there is no picture.
    const backdrop = image.src
      ? { type: 'image' as const, src: image.src, color: '#00000073' }
      : background
    return (
      <BlockSection component="Banner1" layout={layout} labelledBy={labelledBy} sx={{ py: 0 }}>
        <BlockBackground
          background={backdrop}
          priority={priority}
          sx={{ minHeight: HEIGHTS[layout] }}
        >
          <Container sx={{ py: 4 }}>
            <Box sx={{ maxWidth: 760 }}>{text}</Box>
          </Container>
        </BlockBackground>
      </BlockSection>
    )
  }

  const picture =
    layout === 'collage' ? (
      <Collage image={image} priority={priority} />
    ) : (
      <BlockImage image={image} ratio="4 / 3" priority={priority} sx={{ borderRadius: 2 }} />
    )
  return (
    <BlockSection component="Banner1" layout={layout} labelledBy={labelledBy} sx={{ py: 0 }}>
      <BlockBackground background={background} priority={priority}>
        <Container sx={{ py: { xs: 4, md: 8 } }}>
          <Grid
            container
            spacing={{ xs: 3, md: 6 }}
            sx={{
              alignItems: 'center',
              flexDirection: layout === 'sidebar-left' ? 'row' : 'row-reverse',
            }}
          >
            <Grid
              size={{ xs: 12, md: layout === 'collage' ? 7 : 6 }}
              sx={{ order: { xs: 2, md: 0 } }}
            >
              {picture}
            </Grid>
            <Grid
              size={{ xs: 12, md: layout === 'collage' ? 5 : 6 }}
              sx={{ order: { xs: 1, md: 0 } }}
            >
              {text}
            </Grid>
          </Grid>
        </Container>
      </BlockBackground>
    </BlockSection>
  )
}
