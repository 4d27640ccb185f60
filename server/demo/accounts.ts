import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { demoUid } from './random.ts'

/** A demo account anyone can sign in with (README lists them). */
export interface DemoAccount {
  email: string
  password: string
  firstName: string
  lastName: string
  staffRole: 'owner' | null
}

export const DEMO_CUSTOMER: DemoAccount = {
  email: 'client@vitrine.demo',
  password: 'vitrine-demo',
  firstName: 'Camille',
  lastName: 'Martin',
  staffRole: null,
}

export const DEMO_STAFF: DemoAccount = {
  email: 'staff@vitrine.demo',
  password: 'vitrine-staff',
  firstName: 'Alex',
  lastName: 'Bernard',
  staffRole: 'owner',
}

/** Writes the accounts of a site; `hashes` maps each password to its hash. */
export async function writeAccounts(
  db: Kysely<Database>,
  websiteUid: string,
  accounts: DemoAccount[],
  hashes: Map<string, string>,
): Promise<void> {
  for (const account of accounts) {
    await db
      .insertInto('users')
      .values({
        uid: demoUid(websiteUid, 'user', account.email),
        website_uid: websiteUid,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        password_hash: hashes.get(account.password) ?? '',
        custom_fields: JSON.stringify(account.staffRole ? {} : { ville: 'Lyon' }),
        show_billing_settings: 1,
        staff_role: account.staffRole,
        created_at: new Date().toISOString(),
      })
      .execute()
  }
}
