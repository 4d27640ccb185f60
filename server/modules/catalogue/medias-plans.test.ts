import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertMedia, insertPlan } from '../../db/insert.ts'

describe.each(DIALECTS)('medias and plans on %s', (dialect) => {
  let t: TestApp
  let media = ''
  let trailer = ''

  const get = (url: string, host = 'a.test') =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { hosts: ['a.test'] })
    const b = await createWebsite(db, { hosts: ['b.test'] })
    trailer = await insertMedia(db, a, { name: 'Teaser', duration: 30 })
    media = await insertMedia(db, a, {
      name: 'Concert',
      excerpt: 'Live',
      description: 'A long evening.',
      tags: ['live', 'jazz'],
      type: 'audio',
      duration: 3600.5,
      thumbnail: 'store/concert.jpg',
      trailerUid: trailer,
    })
    await insertPlan(db, a, { name: 'Yearly', amount: 9900, interval: 'year', position: 0 })
    await insertPlan(db, a, {
      name: 'Monthly',
      amount: 990,
      interval: 'month',
      description: 'Cancel anytime',
      thumbnail: 'store/plans/monthly.jpg',
      position: 1,
      trialDays: 7,
    })
    await insertPlan(db, b, { name: 'Other', amount: 100, interval: 'month' })
  })
  afterAll(() => t.close())

  it('answers a media with its thumbnail address and trailer', async () => {
    const answer = await get(`/medias/${media}/`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      uid: media,
      name: 'Concert',
      excerpt: 'Live',
      description: 'A long evening.',
      tags: ['live', 'jazz'],
      type: 'audio',
      duration: 3600.5,
      thumbnail: `/images/media/uid/${media}/thumbnail.jpg`,
      trailer,
    })
    expect((await get(`/medias/${trailer}/`)).json().thumbnail).toBeNull()
  })

  it('answers 404 for a media of another website or none', async () => {
    expect((await get(`/medias/${media}/`, 'b.test')).statusCode).toBe(404)
    expect((await get('/medias/unknown/')).statusCode).toBe(404)
  })

  it('lists the website’s plans cheapest first, with their days of free trial', async () => {
    const answer = await get('/billing/plans/')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual([
      {
        uid: expect.any(String),
        name: 'Monthly',
        amount: 990,
        interval: 'month',
        type: 'recurring',
        description: 'Cancel anytime',
        thumbnail: expect.stringMatching(/^\/images\/plan\/uid\/.+\/thumbnail\.jpg$/),
        trial_days: 7,
      },
      expect.objectContaining({
        name: 'Yearly',
        amount: 9900,
        interval: 'year',
        thumbnail: null,
        trial_days: 0,
      }),
    ])
    expect((await get('/billing/plans/?ordering=amount')).json()[0].name).toBe('Monthly')
  })

  it('lists the plans dearest first on -amount', async () => {
    const names = (await get('/billing/plans/?ordering=-amount'))
      .json()
      .map((plan: { name: string }) => plan.name)
    expect(names).toEqual(['Yearly', 'Monthly'])
  })

  it('rejects an unknown plan ordering', async () => {
    const answer = await get('/billing/plans/?ordering=name')
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().details)).toEqual(['ordering'])
  })
})
