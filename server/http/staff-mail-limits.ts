import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import {
  STAFF_MAILS_PER_HOUR,
  STAFF_MAILS_PER_RECIPIENT_PER_HOUR,
} from '../../contract/values/limits.ts'
import { tooManyRequests } from '../errors.ts'
import { longestWait } from './attempt-limits.ts'

const HOUR_MS = 3_600_000

/** Whom a staff call mails: the customer, invitation or order its address names. */
export type RecipientOf = (request: FastifyRequest) => string | undefined

/** The uid in a route's `:uid` parameter. */
export const uidParam: RecipientOf = (request) => (request.params as { uid?: string }).uid

/**
 * A route's hook that counts a mail the staff have the server send, through @fastify/rate-limit
 * (shared through Redis when there is one): at most STAFF_MAILS_PER_HOUR per staff member, and,
 * when `recipientOf` names one, STAFF_MAILS_PER_RECIPIENT_PER_HOUR to the same recipient, so a
 * back office account (or a script holding its token) cannot flood inboxes. Past either, 429 in
 * the §8 shape with `Retry-After`, the longer of the two waits.
 */
export function limitStaffMails(
  app: FastifyInstance,
  recipientOf?: RecipientOf,
): preHandlerAsyncHookHandler {
  const limits = [
    app.createRateLimit({
      max: STAFF_MAILS_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `staff-mail:staff:${request.viewer?.uid ?? request.ip}`,
    }),
  ]
  if (recipientOf) {
    limits.push(
      app.createRateLimit({
        max: STAFF_MAILS_PER_RECIPIENT_PER_HOUR,
        timeWindow: HOUR_MS,
        keyGenerator: (request) =>
          `staff-mail:to:${request.website.uid}:${recipientOf(request) ?? ''}`,
      }),
    )
  }
  return async (request) => {
    const wait = await longestWait(limits, request)
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60)
      throw tooManyRequests(
        wait,
        `Too many mails sent in a short time: try again in ${minutes} min.`,
      )
    }
  }
}
