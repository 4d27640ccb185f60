import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import { useId, type ReactNode } from 'react'
import type { BlockProps } from '../block-props.ts'
import { layoutOf, type LayoutOf } from '../layouts.ts'
import { BlockBackground } from '../parts/block-background.tsx'
import { BlockImage } from '../parts/block-image.tsx'
import { BlockSection } from '../parts/block-section.tsx'
import {
  readBackground,
  readButton,
  readImage,
  readString,
  readText,
} from '../parts/read-fields.ts'
import { safeColour } from '../parts/safe-css.ts'
import { BannerText } from './banner-text.tsx'

const BAR = 6

type Layout = LayoutOf<'Banner2'>

/** Which edge of the message the coloured side bar runs along. */
function barEdge(layout: Layout): 'Left' | 'Right' | 'Top' {
  if (layout.endsWith('-right')) return 'Right'
  if (layout.startsWith('media') || layout === 'banner-center') return 'Top'
  return 'Left'
}

function Columns(props: { picture: ReactNode; text: ReactNode; reverse: boolean }) {
  return (
    <Grid
      container
      spacing={3}
      sx={{ alignItems: 'center', flexDirection: props.reverse ? 'row-reverse' : 'row' }}
    >
      <Grid size={{ xs: 12, md: 5 }}>{props.picture}</Grid>
      <Grid size={{ xs: 12, md: 7 }}>{props.text}</Grid>
    </Grid>
  )
}

/** Banner2, the message: texts, a picture and one button, with a coloured side bar. */
export function Banner2Block({ fields, priority }: BlockProps) {
  const headingId = useId()
  const title = readText(fields.title)
  const labelledBy = title.text.trim() ? headingId : undefined
  const layout = layoutOf('Banner2', fields.layout)
  const image = readImage(fields.image)
  const bar = safeColour(readString(fields.color)) ?? 'primary.main'
  const centred = layout === 'banner-center'
  const text = (
    <BannerText
      headingId={headingId}
      title={title}
      texts={[readText(fields.subtitle)]}
      buttons={[readButton(fields.button)]}
      centred={centred}
    />
  )
  const picture = <BlockImage image={image} ratio="16 / 9" priority={priority} />
  const sideways = layout.startsWith('sidebar')

  let content: ReactNode
  if (layout === 'media-top' || layout === 'media-bottom') {
    content = (
      <Box
        sx={{
          display: 'flex',
          flexDirection: layout === 'media-top' ? 'column' : 'column-reverse',
          gap: 2,
        }}
      >
        <BlockImage image={image} ratio="21 / 9" priority={priority} />
        <Box sx={{ px: 3 }}>{text}</Box>
      </Box>
    )
  } else if (sideways) {
    content = (
      <Columns
        picture={picture}
        text={<Box sx={{ px: { xs: 2, md: 0 } }}>{text}</Box>}
        reverse={layout.endsWith('-right')}
      />
    )
  } else {
    content = (
      <Box sx={{ px: 3, maxWidth: centred ? 760 : undefined, mx: centred ? 'auto' : 0 }}>
        {text}
      </Box>
    )
  }

  const edge = barEdge(layout)
  const framed = layout.startsWith('sidebar-card') || layout.startsWith('media')
  const barred = { [`border${edge}`]: `${BAR}px solid`, [`border${edge}Color`]: bar }
  return (
    <BlockSection component="Banner2" layout={layout} labelledBy={labelledBy}>
      <BlockBackground
        background={readBackground(fields.background)}
        priority={priority}
        sx={{ py: 3 }}
      >
        <Container>
          {framed ? (
            <Card sx={{ ...barred, overflow: 'hidden', pb: 1 }}>{content}</Card>
          ) : (
            <Box sx={{ ...barred, py: 1 }}>{content}</Box>
          )}
        </Container>
      </BlockBackground>
    </BlockSection>
  )
}
