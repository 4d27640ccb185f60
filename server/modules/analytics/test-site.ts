import type { Dialect } from '../../db/connect.ts'
import { newUid } from '../../db/uid.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'

/** The figures' tests' website, the other website whose data must never count, and their staff. */
export interface FiguresSite {
  t: TestApp
  site: string
  other: string
  tokens: { owner: string; editor: string; otherOwner: string }
  ownerUid: string
  /** A customer of a website (the main one unless said) whose account was created at `createdAt`. */
  customer: (name: string, createdAt: string, websiteUid?: string) => Promise<string>
  /** A subscription of a customer to a plan of a website (the main one unless said). */
  subscription: (
    userUid: string,
    planUid: string,
    dates: DatedSubscription,
    websiteUid?: string,
  ) => Promise<void>
}

/** A subscription's status and dates; it runs to a far future unless `periodEnd` says. */
export interface DatedSubscription {
  status: string
  createdAt: string
  canceledAt?: string
  periodEnd?: string
}

const FAR = '2099-01-01T00:00:00.000Z'

/**
 * Starts the app with a website selling items at `host`, another website at `otherHost`, the
 * first one's owner and editor and the other one's owner. The staff accounts are dated
 * `staffCreatedAt`, inside the periods the tests read: staff are never new customers.
 */
export async function startFiguresSite(
  dialect: Dialect,
  hosts: { host: string; otherHost: string; staffCreatedAt: string },
): Promise<FiguresSite> {
  const t = await startTestApp(dialect)
  const db = t.database.db
  const createdAt = async (uid: string, at: string) => {
    await db.updateTable('users').set({ created_at: at }).where('uid', '=', uid).execute()
  }
  const site = await createWebsite(db, {
    name: 'Main',
    hosts: [hosts.host],
    settings: { monetization_enabled: true },
  })
  const other = await createWebsite(db, { name: 'Other', hosts: [hosts.otherHost] })
  const owner = await createUser(db, site, { staffRole: 'owner' })
  const editor = await createUser(db, site, { staffRole: 'editor' })
  await createdAt(owner.uid, hosts.staffCreatedAt)
  await createdAt(editor.uid, hosts.staffCreatedAt)
  const otherOwner = await createUser(db, other, { staffRole: 'owner' })
  const tokens = {
    owner: await createSession(db, site, owner.uid),
    editor: await createSession(db, site, editor.uid),
    otherOwner: await createSession(db, other, otherOwner.uid),
  }
  const domain = hosts.host.replace(/\.test$/, '.example')
  const customer = async (name: string, at: string, websiteUid = site) => {
    const user = await createUser(db, websiteUid, { email: `${name}@${domain}` })
    await createdAt(user.uid, at)
    return user.uid
  }
  const subscription = async (
    userUid: string,
    planUid: string,
    dates: DatedSubscription,
    websiteUid = site,
  ) => {
    await db
      .insertInto('subscriptions')
      .values({
        uid: newUid(),
        website_uid: websiteUid,
        user_uid: userUid,
        plan_uid: planUid,
        status: dates.status,
        order_uid: null,
        provider_subscription_id: null,
        current_period_end: dates.periodEnd ?? FAR,
        created_at: dates.createdAt,
        canceled_at: dates.canceledAt ?? null,
      })
      .execute()
  }
  return { t, site, other, tokens, ownerUid: owner.uid, customer, subscription }
}
