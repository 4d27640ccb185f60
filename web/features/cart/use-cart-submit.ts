import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { isApiError } from '../../api/api-error.ts'
import { postCheckout } from '../../api/post-checkout.ts'
import { postOnDemandRequest } from '../../api/post-on-demand-request.ts'
import { useSession } from '../../api/session.ts'
import { useCart } from '../../lib/cart-store.ts'
import { checkoutBody, VIEW_OF, type CartSubmission } from './cart-submission.ts'
import { couponRefusalKey } from './coupon-refusal.ts'
import { safeReturnPath } from '../../../contract/values/return-path.ts'
import { browser } from '../../lib/browser.ts'

/**
 * What to tell the buyer: what they already have (the server's 409), an item the cart holds twice
 * through its bundles (400 naming `bundles`), or the generic error.
 */
function failureKey(error: unknown) {
  if (!isApiError(error)) return 'form.genericError'
  if (error.status === 400 && error.details?.bundles) return 'cart.bundleOverlap'
  if (error.status !== 409) return 'form.genericError'
  if (error.details?.subscription) return 'cart.alreadySubscribed'
  if (error.details?.prices) return 'cart.alreadyOwned'
  if (error.details?.bundles) return 'cart.alreadyOwnedBundle'
  if (error.details?.items) return 'cart.alreadyRequested'
  return 'form.genericError'
}

/**
 * Spec §4 submit: a signed-out visitor is shown the login view first and the submission is
 * retried once they are in. A checkout leaves for the payment page, the cart kept until it is
 * paid; a failure says, inside the cart, what the buyer already has or the generic error. Inside:
 * while the cart is open, MUI hides the rest of the page, toasts included, from screen readers.
 */
export function useCartSubmit(tipsEnabled: boolean) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const location = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const [pending, setPending] = useState<CartSubmission | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  // A failure is about the submission just made: a cart opened again starts without one.
  useEffect(
    () =>
      useCart.subscribe((state, before) => {
        if (before.drawer.open && !state.drawer.open) setFailure(null)
      }),
    [],
  )

  async function send(submission: CartSubmission) {
    const cart = useCart.getState()
    setFailure(null)
    setBusy(true)
    try {
      if (submission.type === 'on_demand') {
        await postOnDemandRequest(cart.onDemandItems)
        // Their pages now say that the request awaits an answer.
        void queryClient.invalidateQueries({ queryKey: ['item'] })
        void queryClient.invalidateQueries({ queryKey: ['items'] })
        cart.clearOnDemandItems()
        cart.setView('onDemandSuccess')
        setBusy(false)
        return
      }
      // The buyer comes back to this page, paid or not.
      const here = `${location.pathname}${location.search}`
      const body = checkoutBody(submission, cart, tipsEnabled)
      const returnPath = safeReturnPath(here)
      const session = await postCheckout(returnPath ? { ...body, return_path: returnPath } : body)
      // The cart stays until the payment is made (checkout-success-page): a cancel keeps it.
      if (submission.type === 'prices') cart.startPayment()
      // Stays busy: the overlay shows until the browser has left for the payment page.
      browser.assign(session.checkout_session_url)
    } catch (error) {
      console.error('The cart submission failed', error)
      setBusy(false)
      const refusal = couponRefusalKey(error)
      // The code stopped applying since it was checked (its limit, its end): it comes off.
      if (refusal && submission.type !== 'on_demand') {
        cart.applyCoupon(submission.type === 'prices' ? 'prices' : 'subscription', null)
      }
      setFailure(t(refusal ?? failureKey(error)))
    }
  }

  return {
    busy,
    /** Why the last submission failed, to show in the cart; null when it did not. */
    failure,
    dismissFailure: () => setFailure(null),
    /** The view the login view goes back to. */
    returnView: VIEW_OF[pending?.type ?? 'prices'],
    submit(submission: CartSubmission) {
      if (busy) return
      if (!signedIn) {
        setPending(submission)
        useCart.getState().setView('login')
        return
      }
      void send(submission)
    },
    /** Called by the login form once the visitor is signed in. */
    onSignedIn() {
      const retried = pending
      setPending(null)
      useCart.getState().setView(VIEW_OF[retried?.type ?? 'prices'])
      if (retried) void send(retried)
    },
  }
}
