import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { errorMessage, type JobQueue, type JobType } from '../../../jobs/job-queue.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { refusedForGood } from '../../../mail/mail-job.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import { marketingMail, marketingSender, type MarketingSender } from '../marketing-mail.ts'
import { broadcastMessage } from './broadcast-mail.ts'
import {
  claimRecipients,
  findBroadcast,
  findBroadcastSender,
  findDueBroadcasts,
  findStalledBroadcasts,
  freezeRecipients,
  markRecipient,
  moveBroadcast,
  releaseClaims,
  touchBroadcast,
  type BroadcastRow,
} from './repo.ts'

/** The job that sends one broadcast, on the broadcasts' own queue (never ahead of other mail). */
export const BROADCAST_JOB = 'broadcast-send'
/** The repeated job that starts scheduled broadcasts and takes up those whose worker died. */
export const BROADCAST_CLOCK_JOB = 'broadcast-clock'
export const BROADCAST_CLOCK_EVERY_MS = 15_000
/** A broadcast going out with no sign from its job for this long: its worker died. */
const STALLED_MS = 2 * 60_000
/** Mails of a batch handed to SMTP at once: what reaches the rate past one connection's pace. */
const LANES = 8

/** What sending needs: the database, SMTP itself, the queue of the sending jobs, the key of links. */
export interface BroadcastDeps {
  db: Kysely<Database>
  /** The SMTP transport the mail queue's jobs send through. */
  transport: () => Mailer
  queue: () => JobQueue
  secretKey: string
  /** Waits out the rest of a second between batches; tests pass one that returns at once. */
  wait?: (ms: number) => Promise<void>
  now?: () => Date
}

/** What starting one needs: the database and the queue of the sending jobs. */
export type StartDeps = Pick<BroadcastDeps, 'db' | 'queue'>

/** How a try of the job goes: its claim token, and (tests) where it stops as a dead worker would. */
export interface SendingTry {
  claim: string
  /** Stops after this many mails, leaving its other claimed rows claimed: a worker killed. */
  stopAfter?: number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const jobId = (uid: string) => `broadcast-${uid}`

/**
 * Starts a draft or scheduled broadcast: in one transaction it moves to `sending` (another call
 * that moved it first wins) and its recipients are frozen; then its job is queued. Should the
 * queue fail after the commit, the clock takes it up as stalled. Answers whether it started.
 */
export async function startBroadcast(
  deps: StartDeps,
  broadcast: Pick<BroadcastRow, 'uid' | 'website_uid'>,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const started = await deps.db.transaction().execute(async (trx) => {
    const moved = await moveBroadcast(trx, broadcast.uid, ['draft', 'scheduled'], {
      status: 'sending',
      started_at: at,
      heartbeat_at: at,
    })
    if (!moved) return false
    const row = await findBroadcast(trx, broadcast.website_uid, broadcast.uid)
    await freezeRecipients(trx, row!, at)
    return true
  })
  if (started) await queueSending(deps, broadcast, false)
  return started
}

async function queueSending(
  deps: StartDeps,
  broadcast: Pick<BroadcastRow, 'uid' | 'website_uid'>,
  again: boolean,
) {
  const data = { broadcastUid: broadcast.uid, websiteUid: broadcast.website_uid }
  await deps.queue().add(BROADCAST_JOB, data, { id: jobId(broadcast.uid), again })
}

/** Sends one claimed recipient's mail, and marks it sent or bounced as SMTP answers. */
async function sendOne(
  deps: BroadcastDeps,
  broadcast: BroadcastRow,
  sender: MarketingSender,
  recipient: { user_uid: string; email: string; language: string },
) {
  const language: Language = recipient.language === 'en' ? 'en' : 'fr'
  const mail = marketingMail(
    sender,
    { uid: recipient.user_uid, email: recipient.email },
    broadcastMessage(broadcast, language),
  )
  const now = deps.now ?? (() => new Date())
  try {
    await deps.transport().send(mail)
  } catch (error) {
    if (!refusedForGood(error)) throw error
    const at = now().toISOString()
    const result = { status: 'bounced' as const, at, error: errorMessage(error) }
    await markRecipient(deps.db, broadcast.uid, recipient.user_uid, result)
    return
  }
  // Right after SMTP accepted it: a worker killed between the two sends it again.
  await markRecipient(deps.db, broadcast.uid, recipient.user_uid, {
    status: 'sent',
    at: now().toISOString(),
  })
}

/**
 * Sends a broadcast's pending recipients in batches of its website's rate, one batch a second:
 * each batch is claimed in a transaction, each mail marked sent as soon as SMTP accepts it.
 * A try starts by putting back the rows a dead try left claimed (the queue runs one try of a
 * job at a time), so a try after a crash goes on where the last one stopped. It stops when the
 * broadcast is canceled, and marks it sent once no recipient is pending. Answers the mails sent.
 */
export async function sendBroadcast(
  deps: BroadcastDeps,
  websiteUid: string,
  broadcastUid: string,
  run: SendingTry,
): Promise<number> {
  const now = deps.now ?? (() => new Date())
  const wait = deps.wait ?? sleep
  const first = await findBroadcast(deps.db, websiteUid, broadcastUid)
  if (!first || first.status !== 'sending') return 0
  await releaseClaims(deps.db, broadcastUid)
  let sent = 0
  for (;;) {
    const broadcast = await findBroadcast(deps.db, websiteUid, broadcastUid)
    const website = await findBroadcastSender(deps.db, websiteUid)
    if (!broadcast || broadcast.status !== 'sending' || !website) return sent
    const startedAt = now().getTime()
    await touchBroadcast(deps.db, broadcastUid, new Date(startedAt).toISOString())
    const batch = await claimRecipients(
      deps.db,
      broadcastUid,
      run.claim,
      website.broadcast_rate_per_second,
    )
    if (batch.seen === 0) {
      await moveBroadcast(deps.db, broadcastUid, ['sending'], {
        status: 'sent',
        finished_at: now().toISOString(),
      })
      return sent
    }
    const sender = marketingSender({ ...website, uid: websiteUid }, deps.secretKey)
    const queue = [...batch.claimed]
    let stopped = false
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (run.stopAfter !== undefined && sent >= run.stopAfter) {
          stopped = true
          return
        }
        await sendOne(deps, broadcast, sender, next)
        sent += 1
      }
    }
    const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane))
    const failed = lanes.find((result) => result.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    if (stopped) return sent
    const rest = 1000 - (now().getTime() - startedAt)
    if (rest > 0) await wait(rest)
  }
}

/**
 * The job of one broadcast: tried again after a failure (SMTP away), each try going on where
 * the last stopped.
 */
export function broadcastJob(deps: BroadcastDeps): JobType {
  return {
    attempts: 10,
    backoffMs: 5000,
    async run(data, run) {
      const { websiteUid, broadcastUid } = data as { websiteUid: string; broadcastUid: string }
      await sendBroadcast(deps, websiteUid, broadcastUid, {
        claim: `${run.id}:${run.attempt}:${randomUUID()}`,
      })
    },
  }
}

/**
 * Starts the scheduled broadcasts whose time has come at `now`, and queues again the job of each
 * broadcast going out whose worker gave no sign for two minutes (killed, or the queue lost it).
 */
export async function runBroadcastClock(deps: BroadcastDeps, now: Date): Promise<void> {
  for (const due of await findDueBroadcasts(deps.db, now.toISOString())) {
    await startBroadcast(deps, due, now)
  }
  const before = new Date(now.getTime() - STALLED_MS).toISOString()
  for (const stalled of await findStalledBroadcasts(deps.db, before)) {
    await queueSending(deps, stalled, true)
  }
}

export function broadcastClockJob(deps: BroadcastDeps): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      await runBroadcastClock(deps, new Date(run.startedAt))
    },
  }
}
