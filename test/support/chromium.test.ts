import { chromium } from '@playwright/test'
import { expect, test } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DISABLED_FEATURES_FLAG } from './chromium.ts'

const featuresOf = (flag: string) => flag.slice('--disable-features='.length).split(',')

test('the tests’ Chromium keeps Playwright’s features off and opens no page of its own interface', async () => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  try {
    // Chromium reads the last --disable-features only: ours must keep every one Playwright turns off.
    const flags = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='))
    expect(flags.at(-1)).toBe(DISABLED_FEATURES_FLAG)
    expect(featuresOf(DISABLED_FEATURES_FLAG)).toEqual(
      expect.arrayContaining(featuresOf(flags[0] ?? '')),
    )

    const browser = await chromium.connect(server.wsEndpoint())
    const page = await (await browser.newContext()).newPage()
    await page.goto('about:blank')
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = await session.send('Target.getTargets')
    expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
      'page about:blank',
    ])
  } finally {
    await server.close()
  }
})
