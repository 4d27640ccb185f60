import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockSection, BlockTitle } from '../parts/block-section.tsx'
import { readList, readString, type Fields } from '../parts/read-fields.ts'
import { FeatureIcon } from './feature-icon.tsx'

interface Feature {
  uid: string
  title: string
  description: string
  icon: string
}

const readEntry = (entry: Fields): Feature => ({
  uid: readString(entry.uid),
  title: readString(entry.title),
  description: readString(entry.description),
  icon: readString(entry.icon),
})

function FeatureText({ feature }: { feature: Feature }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="h6" gutterBottom>
        {feature.title}
      </Typography>
      <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {feature.description}
      </Typography>
    </Box>
  )
}

/** Features block: selling points with an icon each, in a grid or a list. */
export function FeaturesBlock({ fields }: BlockProps) {
  const headingId = useId()
  const title = readString(fields.title)
  const layout = layoutOf('Features', fields.layout)
  const features = readList(fields.entries, readEntry)
  if (features.length === 0) return null

  return (
    <BlockSection component="Features" layout={layout} labelledBy={title ? headingId : undefined}>
      <Container maxWidth={layout === 'list' ? 'md' : 'lg'}>
        <BlockTitle id={headingId} title={title} />
        {layout === 'grid' ? (
          <Grid container spacing={4}>
            {features.map((feature, index) => (
              <Grid
                key={feature.uid || index}
                size={{ xs: 12, sm: 6, md: 3 }}
                sx={{ textAlign: 'center' }}
              >
                <FeatureIcon name={feature.icon} />
                <FeatureText feature={feature} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Stack spacing={3}>
            {features.map((feature, index) => (
              <Box
                key={feature.uid || index}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
              >
                <FeatureIcon name={feature.icon} />
                <FeatureText feature={feature} />
              </Box>
            ))}
          </Stack>
        )}
      </Container>
    </BlockSection>
  )
}
