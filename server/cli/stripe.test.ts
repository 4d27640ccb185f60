import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runVitrine } from '../../test/support/command-line.ts'
import { startFakeStripe, type FakeStripe } from '../../test/support/fake-stripe.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { connectDatabase } from '../db/connect.ts'
import { insertPlan } from '../db/insert.ts'
import { migrateToLatest } from '../db/migrate.ts'

describe('the Stripe admin commands', () => {
  let folder: string
  let fake: FakeStripe
  let plan: string

  const open = () => connectDatabase({ sqliteFile: path.join(folder, 'vitrine.sqlite') })

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-stripe-cli-'))
    fake = await startFakeStripe()
    const database = open()
    await migrateToLatest(database)
    const site = await createWebsite(database.db, { name: 'Ciné' })
    plan = await insertPlan(database.db, site, { name: 'Mensuel', amount: 990, interval: 'month' })
    await database.db.destroy()
  })
  afterAll(async () => {
    await fake.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const vitrine = (env: Record<string, string>, ...args: string[]) =>
    runVitrine({ ...process.env, DATABASE_URL: '', DATA_DIR: folder, ...env }, ...args)

  const stripe = () => ({
    STRIPE_SECRET_KEY: 'sk_test_cli',
    STRIPE_WEBHOOK_SECRET: 'whsec_cli',
    STRIPE_API_BASE: fake.url,
  })

  it('sets a trial and syncs the plans to Stripe, reusing the price the second time', async () => {
    const trial = await vitrine({}, 'stripe', 'trial', '--plan', plan, '--days', '14')
    expect(trial.stdout.trim()).toBe(`Plan ${plan}: 14 days of free trial.`)
    const first = await vitrine(stripe(), 'stripe', 'sync-plans')
    expect(first.stderr).toBe('')
    expect(first.stdout).toMatch(/^Mensuel \(\S+\): price_\w+ \(new price\), 14-day trial$/m)
    const second = await vitrine(stripe(), 'stripe', 'sync-plans')
    expect(second.stdout).toMatch(/price kept/)
    expect(fake.received('POST', '/v1/prices')).toHaveLength(1)
  })

  it('turns promotion codes on for a website', async () => {
    const answer = await vitrine({}, 'stripe', 'promotion-codes', 'on')
    expect(answer.stdout.trim()).toBe('Promotion codes allowed on Ciné.')
    const database = open()
    const row = await database.db
      .selectFrom('websites')
      .select('promotion_codes_allowed')
      .executeTakeFirstOrThrow()
    await database.db.destroy()
    expect(row.promotion_codes_allowed).toBe(1)
  })

  it('explains what is wrong in one line', async () => {
    const noKey = await vitrine({}, 'stripe', 'sync-plans')
    expect(noKey.stderr.trim()).toBe(
      'vitrine: STRIPE_SECRET_KEY is not set: the sandbox needs no plan sync',
    )
    const badDays = await vitrine({}, 'stripe', 'trial', '--plan', plan, '--days', 'many')
    expect(badDays.stderr.trim()).toBe('vitrine: --days must be a whole number from 0 to 730')
    const unknown = await vitrine({}, 'stripe', 'trial', '--plan', 'nope', '--days', '3')
    expect(unknown.stderr.trim()).toBe('vitrine: no plan nope on Ciné')
  })
})
