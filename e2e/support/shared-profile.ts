import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  BrowserType,
  LaunchOptions,
  Page,
} from '@playwright/test'

/**
 * One Chromium profile per worker that the journeys take turns on, emptied between them.
 *
 * Chromium spends most of a journey's CPU starting things, not running our pages: on the CI
 * machine a new browser context cost about 2.5 CPU-seconds before it had drawn a blank page,
 * 1 s in a kept profile; four storefront and back-office pages cost 4.5 CPU-seconds each in
 * new contexts, 3 s each in a kept profile with its cache emptied before every visit
 * (measured with a cgroup's cpuacct, 12 visits a case). The journeys spent 1 400 of their
 * 1 950 CPU-seconds in Chromium.
 *
 * A journey still starts from nothing a fresh context would have: after each one its pages are
 * closed and the profile loses its cookies, its storage for every origin it visited (local
 * storage, IndexedDB, service workers, caches), its HTTP cache, its permissions, routes and extra
 * headers. What it keeps is the running browser. The viewport and extra headers are set per
 * journey; other options are the profile's from its start.
 */
interface SharedProfile {
  context: BrowserContext
  /** The page kept open to talk to the browser between journeys. */
  keeper: Page
  /** Origins the current journey asked for something, to empty afterwards. */
  visited: Set<string>
  folder: string
}

/**
 * A worker's profile, for the journeys whose options are the project's: on the shared server, on
 * a desktop screen. The others (their own server, a phone, no JavaScript) get a new context as
 * Playwright gives one: a profile for each would start a browser for a file or two of journeys.
 */
export class SharedProfiles {
  private profile: SharedProfile | undefined
  private key = ''

  constructor(
    private readonly chromium: BrowserType,
    private readonly launchOptions: LaunchOptions,
  ) {}

  /** A context for a journey with these options: the profile, empty, when they are its own. */
  async take(
    browser: Browser,
    options: BrowserContextOptions,
    projectOptions: BrowserContextOptions,
  ): Promise<BrowserContext> {
    // The viewport is the page's (set by the journeys' `page`); the headers are set here.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out of the comparison
    const { viewport, extraHTTPHeaders, ...fixed } = options
    const key = JSON.stringify(fixed)
    const own =
      fixed.baseURL === projectOptions.baseURL &&
      !fixed.isMobile &&
      !fixed.hasTouch &&
      fixed.javaScriptEnabled !== false
    if (!own || (this.profile && key !== this.key)) return browser.newContext(options)
    this.key = key
    this.profile ??= await start(this.chromium, { ...this.launchOptions, ...fixed })
    await this.profile.context.setExtraHTTPHeaders(extraHTTPHeaders ?? {})
    return this.profile.context
  }

  /** Empties the profile of everything the journey left in it, or closes a context of its own. */
  async giveBack(context: BrowserContext): Promise<void> {
    if (context === this.profile?.context) await empty(this.profile)
    else await context.close()
  }

  async close(): Promise<void> {
    if (!this.profile) return
    await this.profile.context.close()
    await rm(this.profile.folder, { recursive: true, force: true })
    this.profile = undefined
  }
}

async function start(
  chromium: BrowserType,
  options: LaunchOptions & BrowserContextOptions,
): Promise<SharedProfile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-journey-profile-'))
  const context = await chromium.launchPersistentContext(folder, options)
  const visited = new Set<string>()
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') visited.add(url.origin)
  })
  const keeper = context.pages()[0] ?? (await context.newPage())
  return { context, keeper, visited, folder }
}

async function empty({ context, keeper, visited }: SharedProfile): Promise<void> {
  for (const page of context.pages()) if (page !== keeper) await page.close()
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setExtraHTTPHeaders({})
  await context.clearPermissions()
  await context.clearCookies()
  const devtools = await context.newCDPSession(keeper)
  try {
    for (const origin of visited) {
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    }
    await devtools.send('Network.clearBrowserCache')
  } finally {
    await devtools.detach()
  }
  visited.clear()
}
