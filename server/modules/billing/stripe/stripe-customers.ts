import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { Customer } from '../payment-provider.ts'
import type { StripeApi } from './stripe-client.ts'
import { findCustomerId, insertCustomer } from './stripe-repo.ts'

/**
 * The Stripe customer of a user on a website, made on first need. Its idempotency key names
 * the pair, so two checkouts racing to make it get the same customer from Stripe.
 */
export async function customerOf(
  db: Kysely<Database>,
  api: StripeApi,
  websiteUid: string,
  customer: Customer,
): Promise<string> {
  const known = await findCustomerId(db, websiteUid, customer.uid)
  if (known) return known
  const made = await api.createCustomer(
    { email: customer.email, metadata: { website_uid: websiteUid, user_uid: customer.uid } },
    `vitrine-customer-${websiteUid}-${customer.uid}`,
  )
  await insertCustomer(db, websiteUid, customer.uid, made)
  return (await findCustomerId(db, websiteUid, customer.uid)) ?? made
}
