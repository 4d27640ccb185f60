import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** The main demo site's navbar categories, in position order: five in the bar, five under Plus. */
const BAR = ['Documentaires', 'Artisanat', 'Détection', 'Cuisine', 'Musique']
const UNDER_PLUS = [
  'Sport et plein air',
  'Randonnée',
  'Escalade',
  'Voyages',
  'Europe',
  'Asie',
  'Conférences',
  'Sciences',
  'Société',
  'Jeunesse',
  'Contes',
  'Dessins animés',
  'Cinéma',
  'Courts métrages',
]

test('the app bar offers the site-wide actions and the category bar its first five categories', async ({
  shell,
  page,
}) => {
  await test.step('app bar', async () => {
    await shell.goto('/legal')
    await expect(shell.homeLink).toHaveAttribute('href', '/')
    await expect(shell.homeLink.getByRole('img', { name: 'Vitrine Démo' })).toBeVisible()
    for (const name of ['Faire un don', 'Boutique', 'Rechercher', 'Se connecter']) {
      await expect(shell.appBar.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(shell.appBar.getByRole('button', { name: 'Partenaires' })).toBeVisible()
  })

  await test.step('five categories in the bar, then Plus', async () => {
    expect(await shell.categoryBarNames()).toEqual(BAR)
    await expect(shell.moreButton).toHaveText('Plus')
    await expectNoAccessibilityViolations(page)
  })

  await test.step("a category's menu lists the category itself and its children", async () => {
    await shell.categoryEntry('Documentaires').click()
    await expect(shell.openMenu.getByRole('menuitem')).toHaveText([
      'Tout Documentaires',
      'Nature',
      'Histoire',
    ])
    await shell.openMenu.getByRole('menuitem', { name: 'Nature' }).click()
    await expect(page).toHaveURL(/\/category\/nature$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Nature' })).toBeVisible()
  })

  await test.step('Plus lists the other navbar categories with their children', async () => {
    await shell.moreButton.click()
    await expect(shell.openMenu.getByRole('menuitem')).toHaveText(UNDER_PLUS)
    await expectNoAccessibilityViolations(page)
    await page.keyboard.press('Escape')
    await expect(shell.openMenu).toBeHidden()
  })
})

test('the Plus menu opens, moves and follows a link from the keyboard alone', async ({
  shell,
  page,
}) => {
  await shell.goto('/legal')
  await test.step('Enter on the focused Plus button opens the menu on its first entry', async () => {
    await shell.moreButton.focus()
    await page.keyboard.press('Enter')
    await expect(shell.openMenu).toBeVisible()
    await expect(shell.openMenu.getByRole('menuitem', { name: UNDER_PLUS[0] })).toBeFocused()
  })

  await test.step('Escape closes it and gives the focus back to Plus', async () => {
    await page.keyboard.press('Escape')
    await expect(shell.openMenu).toBeHidden()
    await expect(shell.moreButton).toBeFocused()
  })

  await test.step('arrow keys move through the entries and Enter opens one', async () => {
    await page.keyboard.press('Enter')
    await expect(shell.openMenu.getByRole('menuitem', { name: UNDER_PLUS[0] })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(shell.openMenu.getByRole('menuitem', { name: 'Voyages' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/category\/voyages$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Voyages' })).toBeVisible()
  })
})

test('the language switch turns the storefront to English and remembers it', async ({
  shell,
  page,
}) => {
  await test.step('French by default', async () => {
    await shell.goto('/nowhere')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expect(shell.moreButton).toHaveText('Plus')
  })

  const english = await test.step('switch to English', async () => {
    const english = await shell.switchLanguage('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(english.moreButton).toHaveText('More')
    await expect(english.footer.getByRole('link', { name: 'Legal notice' })).toBeVisible()
    await expectNoAccessibilityViolations(page)
    return english
  })

  await test.step('still English after a reload', async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(english.languageButton).toBeVisible()
  })

  await test.step('and back to French', async () => {
    await english.switchLanguage('fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
  })
})

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the main drawer opens from the menu button with the category tree and closes with Escape', async ({
    shell,
    page,
  }) => {
    await test.step('the category bar gives way to the menu button', async () => {
      await shell.goto('/legal')
      await expect(shell.categoryBar).toBeHidden()
      await expect(shell.menuButton).toBeVisible()
      await expect(shell.appBar.getByRole('link', { name: 'Se connecter' })).toBeVisible()
      expect(await shell.sidewaysOverflow(), 'the page scrolls sideways').toBe(0)
      await expectNoAccessibilityViolations(page)
    })

    await test.step('the drawer shows the category tree', async () => {
      await shell.openDrawer()
      const tree = shell.drawer.getByRole('list').first()
      for (const name of ['Documentaires', 'Nature', 'Histoire', 'Cinéma', 'Archives']) {
        await expect(tree.getByRole('link', { name, exact: true })).toBeVisible()
      }
      await expect(shell.drawer.getByRole('link', { name: 'Se connecter' })).toBeVisible()
      await expectNoAccessibilityViolations(page)
    })

    await test.step('Escape closes it and gives the focus back to the menu button', async () => {
      await page.keyboard.press('Escape')
      await expect(shell.drawer).toBeHidden()
      await expect(shell.menuButton).toBeFocused()
    })

    await test.step('a category of the drawer opens its page and closes the drawer', async () => {
      await shell.openDrawer()
      await shell.drawer.getByRole('link', { name: 'Cinéma', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Cinéma' })).toBeVisible()
      await expect(shell.drawer).toBeHidden()
    })
  })
})

test('the keyboard starts on "Aller au contenu", and a new screen takes the focus and the title', async ({
  shell,
  page,
}) => {
  await shell.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Aller au contenu' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(shell.main).toBeFocused()

  // Following a link, the focus does not stay behind on it: it goes to the new screen.
  await shell.followFooterLink('Mentions légales')
  await expect(page).toHaveURL(/\/legal$/)
  await expect(shell.main).toBeFocused()
  // Each screen names itself in the tab's title.
  await expect(page).toHaveTitle('Mentions légales | Vitrine Démo')
  await expectNoAccessibilityViolations(page)
})

test('every social network of the footer shows its own mark, none a generic link', async ({
  shell,
  page,
}) => {
  await shell.goto('/')
  const socials = shell.footer.getByRole('navigation', { name: 'Réseaux sociaux' })
  const networks = ['TikTok', 'Snapchat', 'Twitch', 'SoundCloud', 'Discord']
  for (const network of networks) {
    const link = socials.getByRole('link', { name: network, exact: true })
    const mark = await link.evaluate((element) => {
      const drawn = element.querySelector('svg, span[aria-hidden]')
      return drawn ? getComputedStyle(drawn).maskImage : null
    })
    expect(mark, network).toContain(`/social/${network.toLowerCase()}.svg`)
    const file = await page.request.get(`/social/${network.toLowerCase()}.svg`)
    expect(file.headers()['content-type'], network).toContain('image/svg+xml')
    expect(await file.text(), network).toContain(`<title>${network}</title>`)
  }
  await expect(socials.getByRole('link')).toHaveCount(10)
})
