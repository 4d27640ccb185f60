import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { findWebsite } from '../websites/service.ts'
import {
  claimUnmailedRequests,
  findLastStaffMail,
  findRequestLines,
  findWebsitesWithUnmailedRequests,
  releaseRequests,
} from './repo.ts'

/** How long the staff of a website are left in peace after a mail of new requests. */
export const DIGEST_INTERVAL_MS = 15 * 60_000

export interface DigestContext {
  db: Kysely<Database>
  mailer: Mailer
  log: FastifyBaseLogger
}

type RequestLine = Awaited<ReturnType<typeof findRequestLines>>[number]

/** The mail's text: each customer's request, with links to the items asked for. */
function digestText(lines: RequestLine[], publicUrl: string): string {
  const requests = new Map<string, { who: string; items: string[] }>()
  for (const line of lines) {
    const request = requests.get(line.request_uid) ?? {
      who: `${line.first_name} ${line.last_name} <${line.email}>`.trim(),
      items: [],
    }
    request.items.push(`- ${line.name}: ${publicUrl}/${line.slug}`)
    requests.set(line.request_uid, request)
  }
  return [...requests.values()]
    .map(({ who, items }) => `${who} demande l'accès à :\n\n${items.join('\n')}\n`)
    .join('\n')
}

/**
 * Mails the staff of the website, in one mail, the requests they were not told of — unless a
 * mail went out less than DIGEST_INTERVAL_MS before `now`. Answers when to try again: the end of
 * that quiet period, after a mail that could not be queued, or null when there is nothing left to send.
 */
export async function sendStaffDigest(
  context: DigestContext,
  websiteUid: string,
  now = new Date(),
): Promise<Date | null> {
  const { db } = context
  const last = await findLastStaffMail(db, websiteUid)
  const quietUntil = last ? new Date(last).getTime() + DIGEST_INTERVAL_MS : 0
  if (quietUntil > now.getTime()) return new Date(quietUntil)

  const uids = await claimUnmailedRequests(db, websiteUid, now.toISOString())
  const website = uids.length > 0 ? await findWebsite(db, websiteUid) : undefined
  if (!website) return null
  const lines = await findRequestLines(db, websiteUid, uids)
  const customers = new Set(lines.map((line) => line.email))
  const count = uids.length
  try {
    await context.mailer.send({
      websiteUid,
      to: website.contact_email,
      // One customer: the staff can answer them by replying.
      replyTo: customers.size === 1 ? [...customers][0] : undefined,
      subject:
        count === 1
          ? `[${website.name}] Demande d'accès à la demande`
          : `[${website.name}] ${count} demandes d'accès à la demande`,
      text: digestText(lines, website.public_url),
    })
    return null
  } catch (error) {
    // The mail could not even be queued (Redis away; SMTP refusals are the mail job's to retry).
    // The requests are stored; staff can still find them, and the next digest lists them.
    context.log.error({ err: error }, 'on-demand request mail failed')
    await releaseRequests(db, websiteUid, uids)
    return new Date(now.getTime() + DIGEST_INTERVAL_MS)
  }
}

export interface StaffDigests {
  /** New requests were stored on the website: mails them now, or once the quiet period ends. */
  requested(websiteUid: string): Promise<void>
  /** Picks up the requests a stopped process had not mailed yet. */
  resume(): Promise<void>
  close(): Promise<void>
}

/** Sends each website's digests in this process, one at a time, at the end of quiet periods. */
export function startStaffDigests(context: DigestContext): StaffDigests {
  const timers = new Map<string, NodeJS.Timeout>()
  const sending = new Map<string, Promise<void>>()

  function schedule(websiteUid: string, at: Date): void {
    if (timers.has(websiteUid)) return
    const timer = setTimeout(
      () => {
        timers.delete(websiteUid)
        void send(websiteUid)
      },
      Math.max(0, at.getTime() - Date.now()),
    )
    timer.unref()
    timers.set(websiteUid, timer)
  }

  /** One digest per website at a time, so that requests arriving together make one mail. */
  function send(websiteUid: string): Promise<void> {
    const previous = sending.get(websiteUid) ?? Promise.resolve()
    const next = previous
      .then(() => sendStaffDigest(context, websiteUid))
      .then(
        (retryAt) => {
          if (retryAt) schedule(websiteUid, retryAt)
        },
        (error: unknown) => context.log.error({ err: error }, 'on-demand request digest failed'),
      )
      .finally(() => {
        if (sending.get(websiteUid) === next) sending.delete(websiteUid)
      })
    sending.set(websiteUid, next)
    return next
  }

  return {
    requested: send,
    async resume() {
      for (const websiteUid of await findWebsitesWithUnmailedRequests(context.db)) {
        schedule(websiteUid, new Date())
      }
    },
    async close() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled(sending.values())
    },
  }
}
