import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types words in a back office list's search box, once its rows are drawn, until the list
 * takes them as its filter (the address then holds `filter=`). react-admin's filter form may
 * reset itself while the list first settles, eating what was typed; a person types again,
 * and so does this. Every try waits for the address itself, never for a clock.
 */
export async function searchList(page: Page, search: Locator, rows: Locator, words: string) {
  await expect(rows.first()).toBeVisible()
  await expect(async () => {
    await search.fill(words)
    await expect(page).toHaveURL(/filter=/, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
}
