import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockBackground } from '../parts/block-background.tsx'
import { BlockButtons } from '../parts/block-button.tsx'
import { BlockSection } from '../parts/block-section.tsx'
import { readBackground, readButton, readText } from '../parts/read-fields.ts'
import { StyledText } from '../parts/styled-text.tsx'
import { BannerText } from './banner-text.tsx'

/** Banner3: text only — title, subtitle and a longer description — over a background. */
export function Banner3Block({ fields, priority }: BlockProps) {
  const headingId = useId()
  const layout = layoutOf('Banner3', fields.layout)
  const title = readText(fields.title)
  const subtitle = readText(fields.subtitle)
  const description = readText(fields.description)
  const buttons = [readButton(fields.button1), readButton(fields.button2)]

  const body =
    layout === 'two-cols' ? (
      <Grid container spacing={{ xs: 2, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <StyledText value={title} component="h2" id={headingId} />
            <StyledText value={subtitle} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <StyledText value={description} />
            <BlockButtons buttons={buttons} />
          </Stack>
        </Grid>
      </Grid>
    ) : (
      <Box sx={{ maxWidth: 860, mx: layout === 'fullwidth-center' ? 'auto' : 0 }}>
        <BannerText
          headingId={headingId}
          title={title}
          texts={[subtitle, description]}
          buttons={buttons}
          centred={layout === 'fullwidth-center'}
        />
      </Box>
    )

  return (
    <BlockSection
      component="Banner3"
      layout={layout}
      labelledBy={title.text.trim() ? headingId : undefined}
      sx={{ py: 0 }}
    >
      <BlockBackground background={readBackground(fields.background)} priority={priority}>
        <Container sx={{ py: { xs: 5, md: 8 } }}>{body}</Container>
      </BlockBackground>
    </BlockSection>
  )
}
