import { API_KEY_ROLES, WEBHOOK_EVENTS } from '../../../contract/values/integrations.ts'

/** The roles a key may hold, named in the back office's language. */
export const API_KEY_ROLE_CHOICES = API_KEY_ROLES.map((role) => ({
  id: role,
  name: `vitrine.apiKey.role.${role}`,
}))

/** The text key naming an event (`order.paid` → `vitrine.webhook.event.order_paid`). */
export const eventTextKey = (event: string) => `vitrine.webhook.event.${event.replace('.', '_')}`

/** The events a webhook may ask for. */
export const WEBHOOK_EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({
  id: event,
  name: eventTextKey(event),
}))
