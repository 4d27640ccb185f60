import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../contract/values/api-paths.ts'
import { attachDemoMedia } from '../../server/demo/media/attach.ts'
import { multipartForm } from '../support/staff-api.ts'
import { addMediaItem } from '../../server/modules/catalogue/test-fixtures.ts'
import { copyFolderToStore } from '../../server/storage/copy-to-store.ts'
import { mediaStoreOf } from '../../server/storage/media-store.ts'
import { startTestS3, type TestS3 } from '../../server/storage/s3rver-test-support.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { startSecondProcess, type SecondProcess } from '../support/second-process.ts'
import { DIALECTS } from '../support/database.ts'
import { createSession, createUser, createWebsite, signedIn } from '../support/fixtures.ts'

const HOST = 'bucket.test'
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBonjour à tous.\n'

describe.each(DIALECTS)('two server processes on one S3 bucket and one %s database', (dialect) => {
  let s3: TestS3
  let first: TestApp
  let second: SecondProcess
  let folder = ''
  let token = ''
  const film = { uid: '', mediaUid: '' }

  const staff = (method: 'PUT' | 'POST', url: string, body: ReturnType<typeof multipartForm>) =>
    first.app.inject({
      method,
      url: `${ADMIN_API_BASE}${url}`,
      headers: { host: HOST, ...signedIn(token), ...body.headers },
      payload: body.payload,
    })
  const ok = (answer: LightMyRequestResponse, status = 200) => {
    expect(answer.statusCode, answer.body).toBe(status)
    return answer
  }
  /** What a visitor's browser gets at `url` from `app`, following a redirect into the bucket. */
  async function visit(app: FastifyInstance, url: string) {
    const answer = await app.inject({ url, headers: { host: HOST } })
    if (answer.statusCode !== 302) {
      ok(answer)
      return { type: answer.headers['content-type'], body: answer.rawPayload }
    }
    const object = await fetch(String(answer.headers.location))
    expect(object.status).toBe(200)
    return {
      type: object.headers.get('content-type'),
      body: Buffer.from(await object.arrayBuffer()),
    }
  }
  const picture = () =>
    sharp({ create: { width: 800, height: 450, channels: 3, background: '#2080c0' } })
      .png()
      .toBuffer()

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bucket-'))
    s3 = await startTestS3()
    first = await startTestApp(dialect, s3.env)
    // A machine of its own: its media folder is not the first one's.
    second = await startSecondProcess(first, { config: { mediaDir: path.join(folder, 'media') } })
    const db = first.database.db
    const site = await createWebsite(db, { hosts: [HOST] })
    token = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    Object.assign(film, await addMediaItem(db, site, 'Film'))
    await attachDemoMedia(db, first.config.mediaDir, [site])
    await copyFolderToStore(first.config.mediaDir, mediaStoreOf(first.config))
    rmSync(first.config.mediaDir, { recursive: true, force: true })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await s3?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('plays on one process the captions staff added through the other', async () => {
    ok(await staff('PUT', `/medias/${film.mediaUid}/captions/fr/`, multipartForm(VTT)))
    const playback = ok(
      await second.app.inject({ url: `/embed/${film.uid}/playback.json`, headers: { host: HOST } }),
    ).json<{ medias: { captions: { lang: string; src: string }[] }[] }>()
    const fr = playback.medias[0]!.captions.find((track) => track.lang === 'fr')
    expect((await visit(second.app, fr!.src)).body.toString()).toBe(VTT)
  })

  it('shows on one process the thumbnail staff put through the other, resized', async () => {
    const put = ok(
      await staff('PUT', `/medias/${film.mediaUid}/thumbnail/`, multipartForm(await picture())),
    )
    const shown = await visit(second.app, put.json<{ thumbnail: string }>().thumbnail)
    expect((await sharp(shown.body).metadata()).width).toBe(800)
    const resized = await visit(
      second.app,
      `/images/w:320/media:uid:${film.mediaUid}/thumbnail.jpg`,
    )
    expect((await sharp(resized.body).metadata()).width).toBe(320)
  })

  it('shows on one process the picture an editor uploaded through the other', async () => {
    const uploaded = ok(await staff('POST', '/images/', multipartForm(await picture())), 201)
    const shown = await visit(second.app, uploaded.json<{ url: string }>().url)
    expect(shown.type).toBe('image/png')
    expect((await sharp(shown.body).metadata()).width).toBe(800)
  })

  it('keeps none of it on either process’s disk', () => {
    expect(existsSync(first.config.mediaDir)).toBe(false)
    expect(existsSync(path.join(folder, 'media'))).toBe(false)
  })
})
