import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { Slider } from '../../../ui/slider/slider.tsx'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockSection, BlockTitle } from '../parts/block-section.tsx'
import { readList, readString, type Fields } from '../parts/read-fields.ts'
import { TestimonialCard, TestimonialRow, type Testimonial } from './testimonial-card.tsx'

const readEntry = (entry: Fields): Testimonial => ({
  uid: readString(entry.uid),
  name: readString(entry.name),
  role: readString(entry.role),
  text: readString(entry.text),
  avatar: readString(entry.avatar) || null,
})

/** Testimonials block: what customers said, as cards, a slider or a list. */
export function TestimonialsBlock({ fields }: BlockProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const title = readString(fields.title)
  const layout = layoutOf('Testimonials', fields.layout)
  const entries = readList(fields.entries, readEntry).filter((entry) => entry.text.trim())
  if (entries.length === 0) return null

  let body
  if (layout === 'card') {
    body = (
      <Grid container spacing={2}>
        {entries.map((entry, index) => (
          <Grid key={entry.uid || index} size={{ xs: 12, sm: 6, md: 4 }}>
            <TestimonialCard testimonial={entry} />
          </Grid>
        ))}
      </Grid>
    )
  } else if (layout === 'slider') {
    body = (
      <Slider
        label={title || t('home.testimonials')}
        slideWidth={{ xs: '100%', sm: '50%', md: '33.333%' }}
      >
        {entries.map((entry, index) => (
          <TestimonialCard key={entry.uid || index} testimonial={entry} />
        ))}
      </Slider>
    )
  } else {
    const bothSides = layout === 'list-avatar-both-sides'
    body = (
      <Stack spacing={4}>
        {entries.map((entry, index) => (
          <Box key={entry.uid || index}>
            <TestimonialRow testimonial={entry} side={bothSides && index % 2 ? 'right' : 'left'} />
          </Box>
        ))}
      </Stack>
    )
  }
  return (
    <BlockSection
      component="Testimonials"
      layout={layout}
      labelledBy={title ? headingId : undefined}
    >
      <Container maxWidth={layout.startsWith('list') ? 'md' : 'lg'}>
        <BlockTitle id={headingId} title={title} />
        {body}
      </Container>
    </BlockSection>
  )
}
