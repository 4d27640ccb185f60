import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test('a playlist shows locked the medias a visitor may not play, as their own pages do', async ({
  page,
  itemPage,
}) => {
  // The demo's festival selection is given on request; one of its films is free on its own.
  await itemPage.goto('festival-selection-officielle', 'Festival : sélection officielle')
  const paid = itemPage.playlistEntry('Nuit blanche à Marseille')
  const free = itemPage.playlistEntry('Été indien')
  await expect(itemPage.lockOf(paid)).toBeVisible()
  await expect(itemPage.lockOf(free)).toHaveCount(0)
  await expectNoAccessibilityViolations(page)

  // Each entry tells the truth: the locked film asks to pay, the open one plays.
  await itemPage.goto('nuit-blanche-a-marseille', 'Nuit blanche à Marseille')
  await expect(itemPage.buy.or(itemPage.subscribe).first()).toBeVisible()
  await expect(itemPage.player).toHaveCount(0)
  await itemPage.goto('ete-indien', 'Été indien')
  await expect(itemPage.player).toBeVisible()
})
