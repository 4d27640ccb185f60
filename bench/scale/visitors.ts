import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { newUid } from '../../server/db/uid.ts'
import { hashPassword } from '../../server/modules/auth/password.ts'
import { createSession, createUser } from '../../test/support/fixtures.ts'
import type { GeneratedCatalogue } from '../generate-catalogue.ts'

/** A signed-in viewer: their login token, and where they are in the film they watch. */
export interface Viewer {
  uid: string
  token: string
  item: FreeItem
  /** The last position the server said it recorded (`recorded: true`), or null. */
  recorded: number | null
  position: number
}

/** An item of the generated catalogue that any signed-in viewer may watch. */
export interface FreeItem {
  uid: string
  slug: string
  mediaUid: string
  duration: number
}

/** Who the load plays: viewers, accounts that sign in, a staff member, what is for sale. */
export interface Visitors {
  viewers: Viewer[]
  logins: { email: string; password: string }[]
  staffToken: string
  freeItems: FreeItem[]
  /** Prices of items for sale, each a `p<n>` uid with its item's slug. */
  prices: { uid: string; slug: string }[]
  /** Slugs of public items, for pages and the item call. */
  slugs: string[]
}

const PASSWORD = 'correct horse battery'

/**
 * The generated catalogue numbers its items: `i<n>`, slug `item-<n>`, media `m<n>` of
 * 600 + n % 3000 seconds; every fifth private, every third for sale at `p<n>` (generate-catalogue.ts).
 */
function generatedItem(n: number): FreeItem {
  return { uid: `i${n}`, slug: `item-${n}`, mediaUid: `m${n}`, duration: 600 + (n % 3000) }
}

/**
 * Adds `count` viewers, each signed in and watching one free item, and `count` accounts with a
 * known password; one password hash serves them all, so preparing takes seconds.
 */
export async function prepareVisitors(
  db: Kysely<Database>,
  { websiteUid }: GeneratedCatalogue,
  items: number,
  count: number,
): Promise<Visitors> {
  const numbers = Array.from({ length: Math.min(items, 3000) }, (_, n) => n)
  const freeItems = numbers.filter((n) => n % 5 !== 0 && n % 3 !== 0).map(generatedItem)
  const prices = numbers
    .filter((n) => n % 5 !== 0 && n % 3 === 0)
    .map((n) => ({ uid: `p${n}`, slug: `item-${n}` }))
  const slugs = numbers.filter((n) => n % 5 !== 0).map((n) => `item-${n}`)

  const hash = await hashPassword(PASSWORD, 10)
  const now = new Date().toISOString()
  const accounts = Array.from({ length: count }, (_, n) => ({
    uid: newUid(),
    website_uid: websiteUid,
    email: `viewer-${n}@bench.example`,
    first_name: 'Ada',
    last_name: `Lovelace ${n}`,
    password_hash: hash,
    custom_fields: '{}',
    show_billing_settings: 1,
    staff_role: null,
    created_at: now,
  }))
  for (let start = 0; start < accounts.length; start += 500) {
    await db
      .insertInto('users')
      .values(accounts.slice(start, start + 500))
      .execute()
  }
  const viewers: Viewer[] = []
  for (const [n, account] of accounts.entries()) {
    viewers.push({
      uid: account.uid,
      token: await createSession(db, websiteUid, account.uid),
      item: freeItems[n % freeItems.length]!,
      recorded: null,
      position: 0,
    })
  }
  const staff = await createUser(db, websiteUid, { staffRole: 'owner' })
  return {
    viewers,
    logins: accounts.map((account) => ({ email: account.email, password: PASSWORD })),
    staffToken: await createSession(db, websiteUid, staff.uid),
    freeItems,
    prices,
    slugs,
  }
}
