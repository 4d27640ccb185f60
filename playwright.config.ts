import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/support/chromium.ts'

/**
 * Browser journeys in the machine's own Chromium (never a downloaded one) against the real
 * server, which e2e/support/global-setup.ts builds and starts on a free loopback port.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Pictures for a person to look at: only on request (E2E_SCREENSHOTS=1), not in `npm test`.
  testIgnore: process.env.E2E_SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Upper bounds, never waits: on two slow cores, with two workers, a worker's Chromium may be
  // starved for seconds (a lazy back-office screen took 13 s to show its data while the other
  // worker's journey ran). A journey that passes takes no longer for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.VITRINE_E2E_URL,
    // No trace by default: recording one (DOM snapshots and screencast frames at every step,
    // even when kept only on failure) cost a fifth of the journeys' CPU. To see a failure step by
    // step, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    // The storefront's service worker only where a journey asks for it (installable-app):
    // elsewhere it would fetch what it keeps on every first visit, and page.route() does not
    // see the requests a worker answers.
    serviceWorkers: 'block',
    timezoneId: 'Europe/Paris',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          headless: true,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
})
