import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Account, AccountPatch } from '../../../contract/schemas/account.ts'
import { invalidField, notFound } from '../../errors.ts'
import { AccountMessage } from '../../../contract/values/account.ts'
import type { AccountCaller } from './caller.ts'
import { findAccount, findPendingEmail, setMarketingConsent, updateNames } from './repo.ts'

/** The viewer's account row, or a 404 if it went away under the request. */
export async function requireAccount(caller: Omit<AccountCaller, 'passwords'>) {
  const row = await findAccount(caller.db, caller.website.uid, caller.viewer.uid)
  if (!row) throw notFound()
  return row
}

/** Whether the password is the account's; a 400 naming `field` when it is not. */
export async function checkPassword(
  caller: AccountCaller,
  passwordHash: string,
  password: string,
  field: string,
): Promise<void> {
  const matches = await caller.passwords.verify(password, passwordHash)
  if (!matches) throw invalidField(field, AccountMessage.WrongPassword)
}

/** The viewer's profile, with the address an e-mail change waits on. */
export async function getAccount(
  caller: Omit<AccountCaller, 'passwords'>,
  now = new Date(),
): Promise<Account> {
  const row = await requireAccount(caller)
  return {
    uid: row.uid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    pending_email: await findPendingEmail(caller.db, caller.website.uid, row.uid, now),
    marketing_consent: row.marketing_consent_at !== null,
  }
}

function trimmedName(field: 'first_name' | 'last_name', value: string | undefined) {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (!trimmed) throw invalidField(field, 'This field may not be blank.')
  return trimmed
}

/**
 * Stops marketing mail to a customer of the website (an unsubscribe link was used): answers
 * whether the account exists; unsubscribing twice changes nothing.
 */
export async function withdrawMarketingConsent(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
): Promise<boolean> {
  await setMarketingConsent(db, websiteUid, userUid, null)
  return (await findAccount(db, websiteUid, userUid)) !== undefined
}

/** Renames the viewer with registration's rules (trimmed, never blank); sets their consent. */
export async function updateAccount(
  caller: Omit<AccountCaller, 'passwords'>,
  patch: AccountPatch,
  now = new Date(),
): Promise<Account> {
  if (patch.marketing_consent !== undefined) {
    const at = patch.marketing_consent ? now : null
    await setMarketingConsent(caller.db, caller.website.uid, caller.viewer.uid, at)
  }
  const names = {
    first_name: trimmedName('first_name', patch.first_name),
    last_name: trimmedName('last_name', patch.last_name),
  }
  const set = Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined))
  if (Object.keys(set).length > 0) {
    await updateNames(caller.db, caller.website.uid, caller.viewer.uid, set)
  }
  return getAccount(caller)
}
