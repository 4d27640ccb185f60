import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_STAFF } from '../server/db/demo/accounts.ts'
import { clipArguments } from '../test/support/clip-arguments.ts'
import { AdminItemEditPage } from './pages/admin-item-edit-page.ts'
import { AdminItemPage } from './pages/admin-item-page.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { AdminMediaImportsPage } from './pages/admin-media-imports-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { SearchPage } from './pages/search-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { expect, test } from './support/test.ts'

let server: RunningServer | undefined
let folder = ''
let clip = ''
let captions = ''
let poster = ''

/** The tests' 3-second clip, made by ffmpeg (`.ci/run` installs it). */
function makeClip(file: string) {
  const made = spawnSync('ffmpeg', clipArguments(file))
  if (made.status !== 0) throw new Error(`ffmpeg could not make the clip: ${String(made.stderr)}`)
}

// A server of its own: this journey adds to the catalogue the other journeys read.
test.beforeAll(async () => {
  test.setTimeout(120_000)
  folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-clip-'))
  clip = path.join(folder, 'Jardin de pluie.mp4')
  makeClip(clip)
  captions = path.join(folder, 'jardin.en.vtt')
  writeFileSync(captions, 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nRain in the garden.\n')
  poster = path.join(folder, 'affiche.png')
  const drawn = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=0x2e7d32:s=320x180',
    '-frames:v',
    '1',
    poster,
  ])
  if (drawn.status !== 0)
    throw new Error(`ffmpeg could not draw the poster: ${String(drawn.stderr)}`)
  server = await startServer()
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
})
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
test.use({ baseURL: async ({}, use) => use(server?.url) })

test('staff upload a video through a cut connection, publish it, and visitors find it', async ({
  page,
  browser,
}) => {
  test.slow()
  const library = new AdminMediaImportsPage(page)
  const form = new AdminItemEditPage(page)
  const item = new AdminItemPage(page)

  await test.step('the owner opens the video imports', async () => {
    const login = new AdminLoginPage(page)
    await login.goto()
    await login.logIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await library.open()
    await expect(library.uploader).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the first attempt to send is cut; the upload goes on by itself', async () => {
    let cut = false
    await page.route('**/api/admin/websites/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH' && !cut) {
        cut = true
        await route.abort('connectionreset')
      } else {
        await route.continue()
      }
    })
    await library.fileInput.setInputFiles(clip)
    await expect(library.uploader.getByText(library.sent())).toBeVisible()
    expect(cut).toBe(true)
  })

  await test.step('the import runs, then links to the unpublished item it made', async () => {
    const row = library.row('Jardin de pluie.mp4')
    await expect(row.getByText(library.status('done'))).toBeVisible({ timeout: 60_000 })
    await expectNoAccessibilityViolations(page)
    await row.getByRole('link', { name: 'Jardin de pluie' }).click()
    await expect(form.name).toHaveValue('Jardin de pluie')
  })

  await test.step('the owner publishes it now from its page', async () => {
    await item.showButton.click()
    await expect(item.publicationNone).toBeVisible()
    await item.publishNow.click()
    await expect(item.publishedNotice).toBeVisible()
    await expect(item.unpublish).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the owner adds English captions and a thumbnail of their own', async () => {
    await expect(item.thumbnail).toBeVisible()
    await item.captionLanguage.click()
    await page.getByRole('option', { name: 'Anglais' }).click()
    await item.captionFile.setInputFiles(captions)
    await expect(item.captionsSaved('Anglais')).toBeVisible()
    await expect(item.captions.getByText('Anglais', { exact: true })).toBeVisible()
    const before = await item.thumbnail.getAttribute('src')
    await item.thumbnailFile.setInputFiles(poster)
    await expect(item.thumbnail).not.toHaveAttribute('src', before ?? '')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('a visitor finds it by search and opens its player', async () => {
    const visitor = await browser.newPage({ baseURL: server!.url })
    const search = new SearchPage(visitor)
    await search.goto('jardin pluie')
    // A page of its own misses the fixture's wait for React to take over the drawn page.
    await waitForHydration(visitor)
    await expect(search.resultCards.filter({ hasText: 'Jardin de pluie' })).toHaveCount(1)
    await search.resultCards
      .filter({ hasText: 'Jardin de pluie' })
      .getByRole('link')
      .first()
      .click()
    const item = new ItemPage(visitor)
    await expect(item.heading('Jardin de pluie')).toBeVisible()
    await expect(item.player).toBeVisible()
    // The player offers the captions the owner added.
    const player = item.player.contentFrame()
    await expect(player.locator('track[srclang="en"]')).toHaveCount(1)
    await visitor.close()
  })
})
