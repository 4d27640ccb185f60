import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link, Navigate } from 'react-router'
import type { Purchase } from '../../../contract/schemas/billing.ts'
import { usePurchases } from '../../api/get-purchases.ts'
import { useSubscriptions } from '../../api/get-subscriptions.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import { paths } from '../../lib/paths.ts'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { PurchaseGrid } from './purchase-grid.tsx'
import { splitPurchases } from './split-purchases.ts'
import { SubscriptionsSection } from './subscriptions-section.tsx'
import '../../i18n/my-stuff/texts.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

const SKELETON_CARDS = 4

function PurchaseSection(props: {
  id: string
  title: string
  empty: string
  purchases: Purchase[]
  expired: boolean
}) {
  const website = useWebsite()
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ mb: 4 }}>
      <Typography id={props.id} variant="h5" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.purchases.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <PurchaseGrid
          purchases={props.purchases}
          expired={props.expired}
          aspectRatio={website.options.aspectRatioMediaCard}
          currency={website.monetization_currency}
        />
      )}
    </Box>
  )
}

/**
 * /my-stuff — the signed-in visitor's subscriptions with what they open, then their purchases,
 * available first, then expired (spec §2, §4).
 */
export function MyStuffPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('myStuff.title'))
  const token = useSession((state) => state.token)
  const purchases = usePurchases(token)
  const subscriptions = useSubscriptions(token)
  const split = useMemo(
    () => (purchases.data ? splitPurchases(purchases.data, new Date()) : null),
    [purchases.data],
  )

  if (token === null) return <Navigate replace to={paths.authLogin(paths.myStuff())} />

  let content
  if (purchases.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void purchases.refetch()}>
            {t('myStuff.retry')}
          </Button>
        }
      >
        {t('myStuff.failed')}
      </Alert>
    )
  } else if (!split || subscriptions.isPending) {
    content = (
      <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={website.options.aspectRatioMediaCard} />
    )
  } else {
    // Subscriptions that cannot be loaded leave the purchases to show.
    const held = subscriptions.data ?? []
    const bought = split.available.length + split.expired.length > 0
    content = (
      <>
        {held.length > 0 && <SubscriptionsSection subscriptions={held} />}
        {bought && (
          <>
            <PurchaseSection
              id="my-stuff-available"
              title={t('myStuff.available')}
              empty={t('myStuff.noneAvailable')}
              purchases={split.available}
              expired={false}
            />
            <PurchaseSection
              id="my-stuff-expired"
              title={t('myStuff.expired')}
              empty={t('myStuff.noneExpired')}
              purchases={split.expired}
              expired
            />
          </>
        )}
        {!bought && held.length === 0 && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
            <Typography>{t('myStuff.empty')}</Typography>
            <Button variant="contained" component={Link} to={paths.items()}>
              {t('myStuff.browse')}
            </Button>
          </Box>
        )}
      </>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('myStuff.title')}
      </Typography>
      <Box aria-busy={purchases.isPending}>{content}</Box>
    </Container>
  )
}
