import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockSection, BlockTitle } from '../parts/block-section.tsx'
import { isRecord } from '../../../../contract/values/is-record.ts'
import { readImage, readList, readString } from '../parts/read-fields.ts'
import { FaqAnswer } from './faq-answer.tsx'

interface Entry {
  uid: string
  title: string
  description: string
  image: ReturnType<typeof readImage> | null
}

const readEntry = (entry: Record<string, unknown>): Entry => ({
  uid: readString(entry.uid),
  title: readString(entry.title),
  description: readString(entry.description),
  image: isRecord(entry.image) ? readImage(entry.image) : null,
})

/** Questions that open on click, Enter or Space (MUI accordions put each in an h3). */
function Panels({ entries, cards }: { entries: Entry[]; cards: boolean }) {
  return (
    <Stack spacing={cards ? 2 : 0}>
      {entries.map((entry, index) => (
        <Accordion
          key={entry.uid || index}
          disableGutters
          variant={cards ? 'outlined' : 'elevation'}
          sx={cards ? { borderRadius: 2, '&::before': { display: 'none' } } : undefined}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {entry.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <FaqAnswer html={entry.description} image={entry.image} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  )
}

function Paragraph({ entry }: { entry: Entry }) {
  return (
    <>
      <Typography component="h3" variant="h6" gutterBottom>
        {entry.title}
      </Typography>
      <FaqAnswer html={entry.description} image={entry.image} />
    </>
  )
}

/** Faq block: questions and answers as expansion panels or paragraphs, plain or in cards. */
export function FaqBlock({ fields }: BlockProps) {
  const headingId = useId()
  const title = readString(fields.title)
  const layout = layoutOf('Faq', fields.layout)
  const entries = readList(fields.entries, readEntry)
  if (entries.length === 0) return null

  let body
  if (layout === 'expansion-panels' || layout === 'card-expansion-panels') {
    body = <Panels entries={entries} cards={layout === 'card-expansion-panels'} />
  } else if (layout === 'card-paragraphs') {
    body = (
      <Grid container spacing={2}>
        {entries.map((entry, index) => (
          <Grid key={entry.uid || index} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Paragraph entry={entry} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    )
  } else {
    body = (
      <Stack spacing={3}>
        {entries.map((entry, index) => (
          <div key={entry.uid || index}>
            <Paragraph entry={entry} />
          </div>
        ))}
      </Stack>
    )
  }
  return (
    <BlockSection component="Faq" layout={layout} labelledBy={title ? headingId : undefined}>
      <Container maxWidth="md">
        <BlockTitle id={headingId} title={title} />
        {body}
      </Container>
    </BlockSection>
  )
}
