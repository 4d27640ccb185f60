import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { findAuditEntriesNaming, rewriteAuditEntry } from './repo.ts'

/** Whose traces an erasure removes, and the neutral address their account is left with. */
export interface ErasedPerson {
  uid: string
  email: string
  erasedEmail: string
}

/** Where the audit log names the person besides its text: records that are theirs. */
export interface ErasedRecords {
  /** Uids of records that were theirs: the account, its grants, its invitations. */
  uids: string[]
  /** Starts of record uids that were theirs: an on-demand request's items (`{request}.{item}`). */
  prefixes: string[]
}

/**
 * The fields of a record that hold what a person wrote or is called, and the neutral value each
 * takes: the same an erased account is left with (`erase-repo.ts`).
 */
const PERSONAL_FIELDS = (person: ErasedPerson): Record<string, unknown> => ({
  email: person.erasedEmail,
  new_email: person.erasedEmail,
  customer_email: person.erasedEmail,
  first_name: '',
  last_name: '',
  custom_fields: {},
  note: '',
  message: '',
})

/** `value` with every personal field neutral and their address wherever it is written. */
export function scrubbed(value: unknown, person: ErasedPerson): unknown {
  const fields = PERSONAL_FIELDS(person)
  const address = new RegExp(person.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
  const walk = (part: unknown): unknown => {
    if (typeof part === 'string') return part.replace(address, person.erasedEmail)
    if (Array.isArray(part)) return part.map(walk)
    if (part === null || typeof part !== 'object') return part
    return Object.fromEntries(
      Object.entries(part).map(([key, inner]) => [key, key in fields ? fields[key] : walk(inner)]),
    )
  }
  return walk(value)
}

const scrubbedJson = (text: string | null, person: ErasedPerson) =>
  text === null ? null : JSON.stringify(scrubbed(JSON.parse(text), person))

/**
 * Removes an erased customer's personal data from the website's audit log: the entries about
 * their records, and any entry that writes their address, keep who acted, what and when, but
 * their before and after no longer name them. Given the erasing transaction.
 */
export async function scrubAuditLog(
  trx: Kysely<Database>,
  websiteUid: string,
  person: ErasedPerson,
  records: ErasedRecords,
): Promise<void> {
  const entries = await findAuditEntriesNaming(trx, websiteUid, person.email, records)
  for (const entry of entries) {
    await rewriteAuditEntry(trx, websiteUid, entry.uid, {
      before: scrubbedJson(entry.before, person),
      after: scrubbedJson(entry.after, person),
    })
  }
}
