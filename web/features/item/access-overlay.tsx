import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import MovieIcon from '@mui/icons-material/Movie'
import SubscriptionsIcon from '@mui/icons-material/Subscriptions'
import LoginIcon from '@mui/icons-material/Login'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link, useLocation } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { addToOnDemandRequest } from '../../lib/add-to-cart.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useCart } from '../../lib/cart-store.ts'
import { paths } from '../../lib/paths.ts'
import { accessActions, buyOffer } from './access-actions.ts'
import { OfferButton } from './offer-button.tsx'

/** The login screen, coming back here afterwards. */
function signInPath(returnTo: string): string {
  return `${paths.authLogin()}?redirect=${encodeURIComponent(returnTo)}`
}

/** The buttons over the thumbnail of an item the visitor may not watch yet (spec §4). */
export function AccessOverlay({ item, onTrailer }: { item: Item; onTrailer: () => void }) {
  if (accessActions(item).length === 0) return null
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'rgba(0,0,0,0.55)',
      }}
    >
      <AccessButtons item={item} onTrailer={onTrailer} />
    </Box>
  )
}

/**
 * What the visitor may do to watch: sign in, ask, subscribe, buy, or see the trailer (when
 * `onTrailer` is given). A live item's stage shows them under its countdown.
 */
export function AccessButtons({ item, onTrailer }: { item: Item; onTrailer?: () => void }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const queryClient = useQueryClient()
  const showSubscriptions = useCart((state) => state.showSubscriptions)
  const currency = useWebsite().monetization_currency
  const actions = accessActions(item)
  const buy = actions.includes('buy') ? buyOffer(item.prices) : null
  if (actions.length === 0) return null

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {actions.includes('signIn') && (
        <Button
          variant="contained"
          startIcon={<LoginIcon />}
          component={Link}
          to={signInPath(pathname + search)}
        >
          {t('itemPage.signIn')}
        </Button>
      )}
      {actions.includes('requestAccess') && (
        <Button
          variant="contained"
          startIcon={<LockOpenIcon />}
          onClick={() => addToOnDemandRequest(queryClient, item)}
        >
          {t('itemPage.requestAccess')}
        </Button>
      )}
      {actions.includes('accessRequested') && (
        <Chip
          icon={<HourglassTopIcon />}
          label={t('itemPage.accessRequested')}
          sx={{ bgcolor: 'background.paper', color: 'text.primary', height: 'auto', py: 1 }}
        />
      )}
      {actions.includes('subscribe') && (
        <Button
          variant="contained"
          startIcon={<SubscriptionsIcon />}
          onClick={() => showSubscriptions(item)}
        >
          {t('itemPage.subscribe')}
        </Button>
      )}
      {buy && <OfferButton item={item} offer={buy} currency={currency} />}
      {onTrailer && actions.includes('trailer') && (
        <Button
          variant="outlined"
          startIcon={<MovieIcon />}
          onClick={onTrailer}
          sx={{ color: '#fff', borderColor: '#fff' }}
        >
          {t('itemPage.trailer')}
        </Button>
      )}
    </Box>
  )
}
