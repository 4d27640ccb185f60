import type { Item } from '../contract/schemas/catalogue.ts'
import { signIn } from './support/customers.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

test('a signed-in visitor downloads a file whose link opens for nobody else', async ({
  page,
  request,
  browser,
  customer,
  itemPage,
}) => {
  await signIn(page, customer.token)
  const catalogue = await request.get(`${API_BASE}/items/?limit=100`)
  const items = ((await catalogue.json()) as { results: Item[] }).results
  const item = items.find((found) => found.is_content_downloadable && found.has_access)
  if (!item) throw new Error('The demo catalogue has no free downloadable item')

  await itemPage.goto(item.slug, item.content_object.name)
  const link = itemPage.downloads.getByRole('link').first()
  const address = await link.getAttribute('href')
  expect(address).toMatch(/^\/media\/files\//)

  await test.step('the link downloads the file in the visitor’s browser', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(await download.failure()).toBeNull()
    expect(download.suggestedFilename()).not.toBe('')
  })

  await test.step('the same link, copied into another browser, opens nothing', async () => {
    const elsewhere = await browser.newContext()
    try {
      const answer = await elsewhere.request.get(new URL(address!, page.url()).href)
      expect(answer.status()).toBe(403)
    } finally {
      await elsewhere.close()
    }
  })
})
