import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import type { JobQueue } from '../../jobs/job-queue.ts'
import { recordEvent } from '../events/service.ts'
import { dispatchWebhooks, WEBHOOK_DELIVERY_JOB } from './webhook-jobs.ts'
import { insertEndpoint } from './webhooks-repo.ts'

/** Counts the statements a database handle sends. */
function statementCounter() {
  const counter = { statements: 0 }
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.statements++
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { counter, plugin }
}

describe.each(DIALECTS)('webhook dispatch on %s', (dialect) => {
  let database: TestDatabase
  let site = ''

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    site = await createWebsite(database.db, { hosts: ['dispatch.test'] })
    await insertEndpoint(database.db, {
      uid: 'endpoint-orders',
      website_uid: site,
      url: 'https://example.com/hooks',
      description: '',
      events: JSON.stringify(['order.paid']),
      enabled: 1,
      secret: 'whsec_dispatch',
      created_at: new Date().toISOString(),
    })
  })
  afterAll(async () => {
    await database.drop()
  })

  it('hands on a batch of events in a few statements, whatever its size', async () => {
    const db = database.db
    for (let n = 0; n < 30; n++) {
      await recordEvent(db, site, 'order.paid', { order_uid: `order-${n}` })
      // Nobody asked for these: forgotten, not delivered.
      await recordEvent(db, site, 'customer.created', { customer_uid: `customer-${n}` })
    }
    const added: string[] = []
    const queue = {
      add: async (name: string, data: { uid: string }) => {
        expect(name).toBe(WEBHOOK_DELIVERY_JOB)
        added.push(data.uid)
      },
    } as unknown as JobQueue
    const { counter, plugin } = statementCounter()
    await dispatchWebhooks(db.withPlugin(plugin), queue)

    const deliveries = await db
      .selectFrom('webhook_deliveries')
      .select(['uid', 'event_type', 'status', 'queued_at'])
      .execute()
    expect(deliveries).toHaveLength(30)
    expect(deliveries.every((d) => d.event_type === 'order.paid' && d.status === 'pending')).toBe(
      true,
    )
    expect(deliveries.every((d) => d.queued_at !== null)).toBe(true)
    expect(added.sort()).toEqual(deliveries.map((d) => d.uid).sort())
    const events = await db.selectFrom('webhook_events').select(['type', 'dispatched_at']).execute()
    expect(events).toHaveLength(30)
    expect(events.every((e) => e.type === 'order.paid' && e.dispatched_at !== null)).toBe(true)
    // One round trip per event (or two) made each dispatch of a busy site's events fall behind
    // the dispatcher's second: the statements do not grow with the batch.
    expect(counter.statements).toBeLessThanOrEqual(12)

    // A second dispatch finds nothing left to hand on or queue.
    added.length = 0
    await dispatchWebhooks(db, queue)
    expect(added).toEqual([])
  })
})
