import { setSandboxCancellation } from '../grants-repo.ts'
import type { CheckoutOutcome, Customer, PaymentProvider } from '../payment-provider.ts'
import { findSandboxPause } from '../pause/pause-repo.ts'
import { pauseSandbox, resumeSandboxPause } from './sandbox-pauses.ts'
import { PORTAL_TOKEN_LIFETIME_MS, signPortalToken } from './portal-token.ts'
import { sandboxCheckoutPath } from './sandbox-paths.ts'
import {
  cancelSandboxNow,
  extendSandbox,
  sandboxPeriodStart,
  switchSandbox,
} from './sandbox-staff-changes.ts'

const STATES: Record<string, CheckoutOutcome['state']> = { open: 'pending', paid: 'paid' }

/** Payments without money: the server's own checkout and billing pages (see sandbox-routes.ts). */
export function sandboxProvider(secretKey: string): PaymentProvider {
  return {
    name: 'sandbox',
    // The page is on the origin the buyer comes back to: its Pay and Cancel redirect within it.
    async createCheckout(order, _customer, _website, back) {
      return {
        url: `${back.origin}${sandboxCheckoutPath(order.uid, back.path)}`,
        sessionId: order.uid,
      }
    },
    async createBillingPortal(customer: Customer, website, origin) {
      const expiresAt = new Date(Date.now() + PORTAL_TOKEN_LIFETIME_MS)
      const token = signPortalToken(secretKey, website.uid, customer.uid, expiresAt)
      return { url: `${origin}/sandbox/billing/${token}` }
    },
    // The sandbox's session is the order itself: its Pay button already settled it.
    async readCheckout(order) {
      return { state: STATES[order.status] ?? 'expired', subscription: null }
    },
    // No money moved: the order's refunded status is the whole record of it.
    async refund() {},
    // Nothing is billed here: the row is the whole subscription.
    async setCancelAtPeriodEnd(db, subscription, cancel, now) {
      const canceledAt = cancel ? now.toISOString() : null
      await setSandboxCancellation(db, subscription.websiteUid, subscription.uid, canceledAt)
      return true
    },
    pause: (db, subscription, resumesAt, now) =>
      pauseSandbox(db, subscription.websiteUid, subscription.uid, now, resumesAt),
    async endPause(db, subscription, now) {
      const pause = await findSandboxPause(db, subscription.websiteUid, subscription.uid)
      return pause ? resumeSandboxPause(db, pause, now) : false
    },
    // Its row holds the discount; the renewals (sandbox-renewals.ts) charge it.
    applyWinback: () => Promise.resolve(true),
    cancelNow: cancelSandboxNow,
    extendPeriod: extendSandbox,
    currentPeriod: (_subscription, end, interval) =>
      Promise.resolve({ start: sandboxPeriodStart(end, interval), end }),
    switchPlan: switchSandbox,
  }
}
