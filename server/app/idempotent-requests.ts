import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { PROGRESS_BEACON_PATH } from '../../contract/values/progress.ts'
import type { Database } from '../db/schema.ts'
import { AppError, conflict, invalidField } from '../errors.ts'
import {
  fingerprintOf,
  keyIdOf,
  openAnswer,
  sealAnswer,
  type KeptAnswer,
} from './idempotent-answers.ts'

/**
 * Idempotency-Key on the storefront's POSTs (issue 49 part 4). A POST to the public API sent with
 * the header runs once: the first request with a key claims it, its answer is kept
 * (idempotent-answers.ts), and the same request sent again — by the storefront after a 502 or a
 * cut connection, or by nginx to the other process — gets that answer (`Idempotent-Replayed:
 * true`) instead of running twice. The same key with another request is refused (422); while the
 * first still runs, a second gets 409 with Retry-After. A 5xx answer is not kept: the request may
 * run again. A claim left by a process that died mid-request is taken over after
 * ABANDONED_AFTER_MS: what that request had committed is not known, so the second runs (the
 * database rolled back whatever it had not committed).
 *
 * Checkout and donation keep their own keys (billing/checkout/checkout-keys.ts), which answer
 * the order the first request opened; a beacon cannot send headers.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** How long a key and its answer are kept (housekeeping-job.ts forgets older ones). */
export const IDEMPOTENT_REQUEST_KEEP_HOURS = 24
const ABANDONED_AFTER_MS = 60_000
const KEY_PATTERN = /^[!-~]{1,255}$/
/** Headers of the first answer that the replay carries too. */
const KEPT_HEADERS = ['content-type', 'set-cookie', 'location']
const OWN_KEYS = [
  `${API_BASE}/billing/checkout/`,
  `${API_BASE}/billing/checkout/donate/`,
  `${API_BASE}${PROGRESS_BEACON_PATH}`,
]

type Db = Kysely<Database>

interface Claim {
  websiteUid: string
  keyId: string
  key: string
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim
  }
}

function takesKey(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? ''
  return request.method === 'POST' && route.startsWith(`${API_BASE}/`) && !OWN_KEYS.includes(route)
}

async function claim(db: Db, row: Claim & { fingerprint: string }, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('idempotent_requests')
    .values({
      website_uid: row.websiteUid,
      key_id: row.keyId,
      fingerprint: row.fingerprint,
      answer: null,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['website_uid', 'key_id']).doNothing())
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}

/** Takes over a claim whose request never answered; false when another request did first. */
async function takeOver(db: Db, claim: Claim, createdAt: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('idempotent_requests')
    .set({ created_at: now.toISOString() })
    .where('website_uid', '=', claim.websiteUid)
    .where('key_id', '=', claim.keyId)
    .where('created_at', '=', createdAt)
    .where('answer', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

function replay(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value)
  return reply.status(answer.status).header('idempotent-replayed', 'true').send(answer.body)
}

/** The hooks, on every route of `app` (they act on the public API's POSTs only). */
export function honourIdempotencyKeys(app: FastifyInstance): void {
  const { secretKey } = app.config

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    if (key === undefined || !takesKey(request)) return
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalidField('Idempotency-Key', 'Send at most 255 printable ASCII characters.')
    }
    const now = new Date()
    const websiteUid = request.website.uid
    const keyId = keyIdOf(secretKey, websiteUid, key)
    const fingerprint = fingerprintOf({
      method: request.method,
      url: request.url,
      body: request.body,
      credentials: request.headers.authorization ?? '',
    })
    const mine: Claim = { websiteUid, keyId, key }
    if (await claim(app.db, { ...mine, fingerprint }, now)) {
      request.idempotencyClaim = mine
      return
    }
    const kept = await app.db
      .selectFrom('idempotent_requests')
      .selectAll()
      .where('website_uid', '=', websiteUid)
      .where('key_id', '=', keyId)
      .executeTakeFirst()
    if (!kept) throw stillRunning()
    if (kept.fingerprint !== fingerprint) {
      // 422, as the IETF's Idempotency-Key draft asks, in the shape of any field's error.
      const error = invalidField('Idempotency-Key', 'This key was sent with another request.')
      throw new AppError(422, error.type, error.message, error.details)
    }
    if (kept.answer !== null) {
      const answer = openAnswer(secretKey, key, kept.answer)
      if (answer) return replay(reply, answer)
    }
    const abandoned = now.getTime() - new Date(kept.created_at).getTime() > ABANDONED_AFTER_MS
    if (kept.answer === null && abandoned && (await takeOver(app.db, mine, kept.created_at, now))) {
      request.idempotencyClaim = mine
      return
    }
    throw stillRunning()
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const mine = request.idempotencyClaim
    if (!mine) return payload
    request.idempotencyClaim = undefined
    const where = app.db
      .updateTable('idempotent_requests')
      .where('website_uid', '=', mine.websiteUid)
      .where('key_id', '=', mine.keyId)
    const keepable = typeof payload === 'string' || payload === null || payload === undefined
    if (reply.statusCode >= 500 || !keepable) {
      await app.db
        .deleteFrom('idempotent_requests')
        .where('website_uid', '=', mine.websiteUid)
        .where('key_id', '=', mine.keyId)
        .execute()
      return payload
    }
    const headers: KeptAnswer['headers'] = {}
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value)
    }
    const answer = { status: reply.statusCode, headers, body: payload ?? '' }
    await where.set({ answer: sealAnswer(secretKey, mine.key, answer) }).execute()
    return payload
  })
}

const stillRunning = () => {
  const error = conflict(
    'A request with this Idempotency-Key is still running: send it again in a moment.',
  )
  return new AppError(error.status, error.type, error.message, error.details, 1)
}

/** Forgets the keys claimed before `before` (ISO); answers how many. */
export async function deleteIdempotentRequestsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
