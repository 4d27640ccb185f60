import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useChangeMyList, useMyList } from '../../api/my-list.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import '../../i18n/my-list/texts.ts'

const SKELETON_CARDS = 4

/** /my-list — "Ma liste": the items the signed-in visitor keeps to watch later, each removable. */
export function MyListPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('myList.title'))
  const token = useSession((state) => state.token)
  const list = useMyList()
  const change = useChangeMyList()
  const [failedName, setFailedName] = useState<string | null>(null)
  if (token === null) return <Navigate replace to={paths.authLogin(paths.myList())} />

  const aspectRatio = website.options.aspectRatioMediaCard
  let content
  if (list.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('myList.retry')}
          </Button>
        }
      >
        {t('myList.failed')}
      </Alert>
    )
  } else if (!list.data) {
    content = <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={aspectRatio} />
  } else if (list.data.length === 0) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Typography>{t('myList.empty')}</Typography>
        <Button variant="contained" component={Link} to={paths.items()}>
          {t('myList.browse')}
        </Button>
      </Box>
    )
  } else {
    content = (
      <ItemGrid
        items={list.data}
        aspectRatio={aspectRatio}
        currency={website.monetization_currency}
        action={(item: Item) => {
          const name = item.content_object.name
          const removing = change.isPending && change.variables.itemUid === item.uid
          return (
            <Button
              size="small"
              variant="outlined"
              sx={{ mt: 1 }}
              loading={removing}
              aria-label={t('myList.removeLabel', { name })}
              onClick={() => {
                setFailedName(null)
                change.mutate(
                  { itemUid: item.uid, keep: false },
                  { onError: () => setFailedName(name) },
                )
              }}
            >
              {t('myList.remove')}
            </Button>
          )
        }}
      />
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('myList.title')}
      </Typography>
      {failedName && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('myList.removeFailed', { name: failedName })}
        </Alert>
      )}
      <Box aria-busy={list.isPending}>{content}</Box>
    </Container>
  )
}
