import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'

export interface NewContactMessage {
  websiteUid: string
  email: string
  firstName: string
  lastName: string
  message: string
  createdAt: string
}

export async function insertContactMessage(
  db: Kysely<Database>,
  input: NewContactMessage,
): Promise<string> {
  const uid = newUid()
  await db
    .insertInto('contact_messages')
    .values({
      uid,
      website_uid: input.websiteUid,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      message: input.message,
      created_at: input.createdAt,
    })
    .execute()
  return uid
}
