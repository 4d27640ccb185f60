import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import { lazy, Suspense, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { useCategories } from '../../api/get-categories.ts'
import { useWebsite } from '../../api/get-website.ts'
import { logOut } from '../../api/log-out.ts'
import { useSession } from '../../api/session.ts'
import { CartDrawerSlot } from '../../features/cart/cart-drawer-slot.tsx'
import { useContactDialog } from '../../lib/contact-dialog.ts'
import { GiftOfferContext, type GiftOfferProps } from '../../lib/gift-offer.ts'
import { paths } from '../../lib/paths.ts'
import { AppBar } from './app-bar.tsx'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { Footer } from './footer.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'
import { useFocusOnNewScreen } from './use-focus-on-new-screen.ts'

const MainDrawer = lazy(async () => ({ default: (await import('./main-drawer.tsx')).MainDrawer }))
const ContactDialog = lazy(async () => ({
  default: (await import('../../features/contact/contact-dialog.tsx')).ContactDialog,
}))

const LazyGiftButton = lazy(async () => ({
  default: (await import('../../features/gifts/gift-button.tsx')).GiftButton,
}))

/** The cart's plans offered as gifts: the gift dialog's code comes when a plan is shown. */
const cartGift = (props: GiftOfferProps) => (
  <Suspense fallback={null}>
    <LazyGiftButton {...props} />
  </Suspense>
)

function PageSkeleton() {
  return (
    <Container sx={{ py: 3 }} aria-hidden>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />
    </Container>
  )
}

/** The frame around every storefront screen: app bar, main drawer, footer. */
export function ShellLayout() {
  const website = useWebsite()
  const { categories } = useCategories()
  const signedIn = useSession((state) => state.token !== null)
  const navigate = useNavigate()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // The drawer's code is fetched on the first open: most visits never open it.
  const [drawerUsed, setDrawerUsed] = useState(false)
  // Likewise the contact dialog's, once someone first opens it.
  const contactUsed = useContactDialog((state) => state.openings > 0)
  useFocusOnNewScreen()

  const logout = () => {
    logOut()
    void navigate(website.auth_force_login ? paths.authLogin() : paths.home())
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        website={website}
        categories={categories}
        signedIn={signedIn}
        onOpenMenu={() => {
          setDrawerUsed(true)
          setDrawerOpen(true)
        }}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MainDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            website={website}
            categories={categories}
            signedIn={signedIn}
            onLogout={logout}
          />
        </Suspense>
      )}
      <GiftOfferContext value={website.monetization_enabled ? cartGift : null}>
        <CartDrawerSlot />
      </GiftOfferContext>
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog />
        </Suspense>
      )}
      {/* At least a screen high: the footer starts below the fold, so content arriving never
          pushes it down in view (a layout shift). */}
      <HydrationRegion>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </HydrationRegion>
      <HydrationRegion>
        <Footer website={website} year={new Date().getFullYear()} />
      </HydrationRegion>
    </Box>
  )
}
