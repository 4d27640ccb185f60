import { test as base, expect } from '@playwright/test'
import { newCustomer, type JourneyCustomer } from './customers.ts'
import { waitForHydration } from './hydration.ts'
import { pageObjects, type PageObjects } from './page-objects.ts'

/** Host names the second demo website ("Vitrine Suisse") answers to; Chromium maps *.localhost to loopback. */
const SWISS_HOST = 'suisse.localhost'

interface Fixtures extends PageObjects {
  /**
   * A customer registered through the API for this journey alone, not signed in yet:
   * `signIn(page, customer.token)` when the journey wants them signed in.
   */
  customer: JourneyCustomer
  /** The same server under the second demo website's host (forced login, francs suisses). */
  swissURL: string
  /** Uncaught errors of the page; a journey fails when there is one. */
  pageErrors: Error[]
}

/**
 * The journeys' `test`: page objects (in French, the default language), a fresh customer and a
 * check that the storefront threw nothing uncaught while the journey ran.
 */
export const test = base.extend<Fixtures>({
  // Every visit waits until React has hydrated all of the page the server rendered, so that a
  // mismatch anywhere on it is reported (pageErrors) within the journey that caused it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await waitForHydration(page)
      return response
    }
    await use(page)
  },
  ...pageObjects,
  customer: async ({ request, page }, use) => use(await newCustomer(request, page)),
  swissURL: async ({ baseURL }, use) => {
    const url = new URL(baseURL ?? '')
    url.hostname = SWISS_HOST
    await use(url.origin)
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      await use(errors)
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
