import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useWebsite } from '../../api/get-website.ts'
import '../../i18n/cart/texts.ts'
import { useCart, type CartDrawerView } from '../../lib/cart-store.ts'
import { LoadingOverlay } from './loading-overlay.tsx'
import { LoginView } from './login-view.tsx'
import { OnDemandSuccessView } from './on-demand-success-view.tsx'
import { OnDemandView } from './on-demand-view.tsx'
import { PricesView } from './prices-view.tsx'
import { SubscriptionsView } from './subscriptions-view.tsx'
import { useCartSubmit } from './use-cart-submit.ts'

/** Spec §9: the cart drawer is 400 px wide. */
export const CART_DRAWER_WIDTH = 400

/**
 * Moves the focus to the title when the view changes in an open drawer (after login, after a
 * request): the button that had it is gone, and a screen reader hears where it now is.
 */
function useTitleFocus(open: boolean, view: CartDrawerView) {
  const title = useRef<HTMLHeadingElement>(null)
  const shown = useRef(view)
  useEffect(() => {
    if (open && shown.current !== view) title.current?.focus()
    shown.current = view
  }, [open, view])
  return title
}

/** Spec §2: the cart drawer on the right, with its five views. */
export function CartDrawer() {
  const { t } = useTranslation()
  const website = useWebsite()
  const titleId = useId()
  const { open, view } = useCart((state) => state.drawer)
  const close = useCart((state) => state.close)
  const setView = useCart((state) => state.setView)
  const tipsEnabled = website.monetization_tips_enabled
  const cart = useCartSubmit(tipsEnabled)
  const currency = website.monetization_currency
  const title = useTitleFocus(open, view)

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'aria-busy': cart.busy,
          sx: { width: CART_DRAWER_WIDTH, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1 }}
        borderColor="divider"
      >
        {view === 'login' && (
          <IconButton aria-label={t('cart.back')} onClick={() => setView(cart.returnView)}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography
          id={titleId}
          ref={title}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          {t(`cart.titles.${view}`)}
        </Typography>
        <IconButton aria-label={t('cart.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      {/* The prices view ends in its own sticky footer, flush with the drawer's bottom. */}
      <Box sx={{ p: 2, pb: view === 'prices' ? 0 : 2, overflowY: 'auto', flexGrow: 1 }}>
        {cart.failure && (
          <Alert
            severity="error"
            role="alert"
            onClose={cart.dismissFailure}
            closeText={t('cart.dismissFailure')}
            sx={{ mb: 2 }}
          >
            {cart.failure}
          </Alert>
        )}
        {view === 'prices' && (
          <PricesView
            currency={currency}
            tipsEnabled={tipsEnabled}
            onCheckout={() => cart.submit({ type: 'prices' })}
          />
        )}
        {view === 'subscriptions' && (
          <SubscriptionsView
            currency={currency}
            monetized={website.monetization_enabled}
            onSubscribe={(plan) => cart.submit({ type: 'subscription', plan })}
          />
        )}
        {view === 'onDemand' && (
          <OnDemandView onSubmit={() => cart.submit({ type: 'on_demand' })} />
        )}
        {view === 'onDemandSuccess' && <OnDemandSuccessView onClose={close} />}
        {view === 'login' && <LoginView onSignedIn={cart.onSignedIn} />}
      </Box>
      {cart.busy && <LoadingOverlay label={t('cart.busy')} />}
    </Drawer>
  )
}
