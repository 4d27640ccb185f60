import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import { useForgetWatched, useWatchHistory } from '../../api/watch-history.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { showToast } from '../../lib/toasts.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { ITEM_GRID_SPANS } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { HistoryEntry } from './history-entry.tsx'
import '../../i18n/watch-history/texts.ts'

const SKELETON_CARDS = 4

/**
 * /history — "Historique de visionnage": every media the signed-in visitor played, most recent
 * first, finished or not, on any device. Each entry can be taken out, or the whole history
 * cleared, which also empties "Continuer à regarder".
 */
export function WatchHistoryPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('watchHistory.title'))
  const token = useSession((state) => state.token)
  const history = useWatchHistory()
  const forget = useForgetWatched()
  const [confirming, setConfirming] = useState(false)
  if (token === null) return <Navigate replace to={paths.authLogin(paths.watchHistory())} />

  const entries = history.data?.pages.flatMap((page) => page.results) ?? []
  const forgetOne = (mediaUid: string, name: string) =>
    forget.mutate(mediaUid, {
      onSuccess: () => showToast(t('watchHistory.removed', { name }), 'success'),
      onError: () => showToast(t('watchHistory.changeFailed'), 'error'),
    })
  const clearAll = () => {
    setConfirming(false)
    forget.mutate(null, {
      onSuccess: () => showToast(t('watchHistory.cleared'), 'success'),
      onError: () => showToast(t('watchHistory.changeFailed'), 'error'),
    })
  }

  const aspectRatio = website.options.aspectRatioMediaCard
  let content
  if (history.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('watchHistory.retry')}
          </Button>
        }
      >
        {t('watchHistory.failed')}
      </Alert>
    )
  } else if (!history.data) {
    content = <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={aspectRatio} />
  } else if (entries.length === 0) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Typography>{t('watchHistory.empty')}</Typography>
        <Button variant="contained" component={Link} to={paths.items()}>
          {t('watchHistory.browse')}
        </Button>
      </Box>
    )
  } else {
    content = (
      <>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Grid key={entry.media_uid} size={ITEM_GRID_SPANS} component="li">
              <HistoryEntry
                entry={entry}
                onRemove={forgetOne}
                removing={forget.isPending && forget.variables === entry.media_uid}
              />
            </Grid>
          ))}
        </Grid>
        {history.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button
              variant="outlined"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {t('watchHistory.more')}
            </Button>
          </Box>
        )}
      </>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {t('watchHistory.title')}
        </Typography>
        {entries.length > 0 && (
          <Button
            variant="outlined"
            onClick={() => setConfirming(true)}
            disabled={forget.isPending}
          >
            {t('watchHistory.clear')}
          </Button>
        )}
      </Box>
      <Box aria-busy={history.isPending}>{content}</Box>
      <ConfirmDialog
        open={confirming}
        title={t('watchHistory.clearTitle')}
        text={t('watchHistory.clearText')}
        confirm={t('watchHistory.clearConfirm')}
        cancel={t('watchHistory.cancel')}
        onConfirm={clearAll}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  )
}
