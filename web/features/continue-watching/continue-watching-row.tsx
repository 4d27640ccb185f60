import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useContinueWatching } from '../../api/continue-watching.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { ItemCard } from '../../ui/item-card.tsx'
import { ITEM_GRID_SPANS } from '../../ui/item-grid.tsx'
import { watchedTime } from '../../lib/watched-time.ts'
import '../../i18n/continue-watching/texts.ts'

/**
 * "Continuer à regarder": the home page's row of what the signed-in visitor started and has not
 * finished, most recent first, each card with how far they got. Nothing until the list is there,
 * and nothing when it is empty: the page below never waits for it.
 */
export function ContinueWatchingRow() {
  const { t, i18n } = useTranslation()
  const website = useWebsite()
  const entries = useContinueWatching()
  if (!entries.data?.length) return null
  return (
    <Container component="section" aria-labelledby="continue-watching-title" sx={{ py: 3 }}>
      <Typography id="continue-watching-title" variant="h5" component="h2" gutterBottom>
        {t('continueWatching.title')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.data.map((entry) => {
          const spent = watchedTime(entry.position, entry.duration, i18n.language)
          const share = entry.duration > 0 ? (100 * entry.position) / entry.duration : 0
          return (
            <Grid key={entry.item.uid} size={ITEM_GRID_SPANS} component="li">
              <ItemCard
                item={entry.item}
                aspectRatio={website.options.aspectRatioMediaCard}
                currency={website.monetization_currency}
                eager
              />
              <Box sx={{ mt: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, share)}
                  aria-label={t('continueWatching.progressOf', {
                    name: entry.item.content_object.name,
                    ...spent,
                  })}
                />
                <Typography variant="caption" color="text.secondary" aria-hidden>
                  {t('continueWatching.progress', spent)}
                </Typography>
              </Box>
            </Grid>
          )
        })}
      </Grid>
    </Container>
  )
}
