import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ContactBody } from '../../../contract/schemas/contact.ts'
import type { Database } from '../../db/schema.ts'
import { invalidField } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Website } from '../websites/service.ts'
import { insertContactMessage } from './repo.ts'

export interface ContactContext {
  db: Kysely<Database>
  mailer: Mailer
  log: FastifyBaseLogger
}

export const CONTACT_SENT = 'Your message has been sent.'

function required(body: ContactBody): ContactBody {
  const trimmed = {
    email: body.email.trim(),
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    message: body.message.trim(),
  }
  for (const [field, value] of Object.entries(trimmed)) {
    if (value === '') throw invalidField(field, 'This field may not be blank.')
  }
  return trimmed
}

/** Stores a visitor's message and forwards it to the staff, who can answer it by replying. */
export async function sendContactMessage(
  context: ContactContext,
  website: Website,
  body: ContactBody,
): Promise<void> {
  const message = required(body)
  await insertContactMessage(context.db, {
    websiteUid: website.uid,
    email: message.email,
    firstName: message.first_name,
    lastName: message.last_name,
    message: message.message,
    createdAt: new Date().toISOString(),
  })
  try {
    await context.mailer.send({
      websiteUid: website.uid,
      to: website.contactEmail,
      replyTo: message.email,
      subject: `[${website.settings.name}] Message de ${message.first_name} ${message.last_name}`,
      text: `${message.first_name} ${message.last_name} <${message.email}> écrit :\n\n${message.message}\n`,
    })
  } catch (error) {
    // The message is stored; a mail outage must not make the visitor send it again.
    context.log.error({ err: error }, 'contact mail failed')
  }
}
