import type { Kysely } from 'kysely'
import { WEBHOOK_SIGNATURE_HEADER } from '../../../contract/values/integrations.ts'
import type { Database } from '../../db/schema.ts'
import {
  backoffDelay,
  errorMessage,
  type JobQueue,
  type JobRun,
  type JobType,
} from '../../jobs/job-queue.ts'
import { HOUR_MS } from '../../lib/time-units.ts'
import { claimEvents, eventOf, waitingEvents } from '../events/service.ts'
import { signWebhook } from './webhook-signature.ts'
import { webhookUrlRefusal } from './webhook-target.ts'
import {
  findDeliveryToSend,
  findEnabledEndpoints,
  findUnqueuedDeliveries,
  insertDeliveries,
  pendingDelivery,
  recordAttempt,
  setQueued,
} from './webhooks-repo.ts'

/**
 * How webhooks go out. The dispatcher (a repeated job, every second) turns the events recorded
 * by the other domains (events/) into one delivery per endpoint that asked for them, then adds
 * one job per delivery to the `webhooks` queue. Each delivery job posts the event, signed, and
 * records the outcome; a failure is tried again with backoff (the queue's retries) until 72 hours
 * after the event. Everything is in the database before a job is added, so a process that dies
 * loses nothing: what was not queued is queued by the next dispatch, and what was queued on Redis
 * runs on another worker (at least once: the event id lets receivers deduplicate).
 */

export const WEBHOOK_DISPATCH_JOB = 'webhook-dispatch'
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery'
export const WEBHOOK_DISPATCH_EVERY_MS = 1000

/** No delivery is tried later than this after its event was made. */
export const WEBHOOK_RETRY_WINDOW_MS = 72 * HOUR_MS
/** The first retry waits a minute; each next one twice as long. */
export const WEBHOOK_BACKOFF_MS = 60_000
/** Tries in all: the 13th comes 68 h after the first, the last that fits in 72 h. */
export const WEBHOOK_ATTEMPTS = 13
/**
 * Deliveries one worker sends at once. A delivery is a few queries and a wait of up to
 * ANSWER_TIMEOUT_MS on someone else's server: one at a time, a single slow endpoint would hold
 * back every website's webhooks for its timeout, and a busy site's events would queue up.
 */
export const WEBHOOK_CONCURRENCY = 16
/** How long an endpoint has to answer. */
const ANSWER_TIMEOUT_MS = 10_000
/** Events and deliveries handled per dispatch. */
const DISPATCH_BATCH = 500

/** The waits between tries of a delivery that keeps failing: what the queue will do. */
export function webhookRetryDelays(
  type: Pick<JobType, 'attempts' | 'backoffMs'> = webhookRetries,
): number[] {
  const attempts = type.attempts ?? 1
  return Array.from({ length: attempts - 1 }, (_, i) => backoffDelay(type as JobType, i + 1))
}

const webhookRetries = { attempts: WEBHOOK_ATTEMPTS, backoffMs: WEBHOOK_BACKOFF_MS }

/** The job id of a delivery: adding it twice is harmless. */
const jobIdOf = (deliveryUid: string) => `${WEBHOOK_DELIVERY_JOB}:${deliveryUid}`

/**
 * Writes the deliveries of the events waiting, each event claimed once (two dispatchers never
 * both write its deliveries), then queues the deliveries not queued yet.
 */
export async function dispatchWebhooks(
  db: Kysely<Database>,
  queue: JobQueue,
  now = new Date(),
): Promise<void> {
  const events = await waitingEvents(db, DISPATCH_BATCH)
  if (events.length > 0) {
    const websites = [...new Set(events.map((event) => event.websiteUid))]
    const endpoints = (await findEnabledEndpoints(db, websites)).map((endpoint) => ({
      ...endpoint,
      events: JSON.parse(endpoint.events) as string[],
    }))
    const wanting = new Map(
      events.map((event) => [
        event.uid,
        endpoints.filter(
          (e) => e.website_uid === event.websiteUid && e.events.includes(event.type),
        ),
      ]),
    )
    const wanted = events.filter((event) => wanting.get(event.uid)!.length > 0)
    const unwanted = events.filter((event) => wanting.get(event.uid)!.length === 0)
    // A few statements per dispatch, not one per event: a busy site's events must not fall
    // behind the dispatcher's second.
    await db.transaction().execute(async (trx) => {
      const claimed = await claimEvents(
        trx,
        wanted.map((event) => event.uid),
        unwanted.map((event) => event.uid),
        now,
      )
      await insertDeliveries(
        trx,
        wanted
          .filter((event) => claimed.has(event.uid))
          .flatMap((event) =>
            wanting.get(event.uid)!.map((endpoint) =>
              pendingDelivery(
                {
                  website_uid: event.websiteUid,
                  endpoint_uid: endpoint.uid,
                  event_uid: event.uid,
                  event_type: event.type,
                },
                now,
              ),
            ),
          ),
      )
    })
  }
  const unqueued = (await findUnqueuedDeliveries(db, DISPATCH_BATCH)).map((row) => row.uid)
  // Side by side: Redis answers each while the next is on its way.
  await Promise.all(
    unqueued.map((uid) => queue.add(WEBHOOK_DELIVERY_JOB, { uid }, { id: jobIdOf(uid) })),
  )
  await setQueued(db, unqueued, now.toISOString())
}

/** The repeated job that runs `dispatchWebhooks` every second. */
export function webhookDispatchJob(db: Kysely<Database>, queue: () => JobQueue): JobType {
  return { run: (_data, run) => dispatchWebhooks(db, queue(), new Date(run.startedAt)) }
}

/** What a delivery job is given beside the database: whom it may reach, and its clock. */
export interface DeliveryOptions {
  allowPrivate: boolean
  /** The wait before the first retry (WEBHOOK_BACKOFF_MS unless a bench shortens it). */
  backoffMs?: number
  now?: () => Date
  fetch?: typeof fetch
}

class DeliveryFailed extends Error {}

/** What an endpoint answered, or why it did not. */
async function post(
  send: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ code: number | null; error: string | null }> {
  try {
    const answer = await send(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
    await answer.body?.cancel()
    const ok = answer.status >= 200 && answer.status < 300
    return { code: answer.status, error: ok ? null : `The endpoint answered ${answer.status}.` }
  } catch (error) {
    return { code: null, error: errorMessage(error) }
  }
}

/** Sends one delivery once; records the outcome; throws to be tried again. */
export async function deliverWebhook(
  db: Kysely<Database>,
  options: DeliveryOptions,
  uid: string,
  run: Pick<JobRun, 'lastAttempt'>,
): Promise<void> {
  const now = options.now?.() ?? new Date()
  const delivery = await findDeliveryToSend(db, uid)
  // Its endpoint was deleted, or it went out already (a job run twice).
  if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return
  const event = await eventOf(db, delivery.website_uid, delivery.event_uid)
  const attempts = delivery.attempts + 1
  const record = (status: string, code: number | null, error: string | null) =>
    recordAttempt(db, uid, {
      status,
      attempts,
      response_code: code,
      error,
      last_attempt_at: now.toISOString(),
    })
  const late = now.getTime() - Date.parse(delivery.created_at) > WEBHOOK_RETRY_WINDOW_MS
  const refusal = !event
    ? 'The event is no longer kept.'
    : !delivery.enabled
      ? 'The webhook is disabled.'
      : late
        ? 'No answer within 72 hours.'
        : await webhookUrlRefusal(delivery.url, options.allowPrivate)
  if (refusal || !event) {
    await record('failed', null, refusal)
    return
  }
  const body = JSON.stringify({
    id: event.uid,
    type: event.type,
    created_at: event.createdAt,
    data: event.data,
  })
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Vitrine-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhook(
      delivery.secret,
      Math.floor(now.getTime() / 1000),
      body,
    ),
    'vitrine-event-id': event.uid,
  }
  const { code, error } = await post(options.fetch ?? fetch, delivery.url, headers, body)
  if (!error) {
    await record('succeeded', code, null)
    return
  }
  await record(run.lastAttempt ? 'failed' : 'retrying', code, error)
  if (!run.lastAttempt) throw new DeliveryFailed(error)
}

/** The job that sends one delivery, tried again with backoff for 72 hours. */
export function webhookDeliveryJob(db: Kysely<Database>, options: DeliveryOptions): JobType {
  return {
    ...webhookRetries,
    backoffMs: options.backoffMs ?? WEBHOOK_BACKOFF_MS,
    run: async (data, run) => deliverWebhook(db, options, String(data.uid), run),
  }
}
