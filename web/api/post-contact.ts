import type { ContactAnswer, ContactBody } from '../../contract/schemas/contact.ts'
import { api } from './api.ts'

/** POST /contact/ — a visitor's message to the site's team. */
export function postContact(body: ContactBody): Promise<ContactAnswer> {
  return api<ContactAnswer>('/contact/', { body })
}
