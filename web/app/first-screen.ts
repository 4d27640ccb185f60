import type { QueryClient } from '@tanstack/react-query'
import { FIRST_SCREEN_ID, type FirstScreen } from '../../contract/values/first-screen.ts'
import { categoriesQuery } from '../api/get-categories.ts'
import { plansQuery } from '../api/get-plans.ts'
import { websiteQuery, withDefaultOptions } from '../api/get-website.ts'
import { pageQueryKey } from '../api/get-page.ts'

/** A JSON block of the page, by its id, parsed; null without it or when it cannot be read. */
export function readJsonBlock<T>(page: Document, id: string): T | null {
  const text = page.getElementById(id)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as T
  } catch (error) {
    console.error(`The page's ${id} block could not be read`, error)
    return null
  }
}

/**
 * The first screen's data that index.html carries (DESIGN.md "Speed by design"); null without
 * the block (a page served as built, the dev server), when everything is fetched as usual.
 */
export function readFirstScreen(page: Document): FirstScreen | null {
  return readJsonBlock<FirstScreen>(page, FIRST_SCREEN_ID)
}

/**
 * Puts the first screen's data into the query cache, so that start-up asks the server nothing
 * it has already said; the server does the same before it renders that screen.
 */
export function seedFirstScreen(queryClient: QueryClient, data: FirstScreen): void {
  queryClient.setQueryData(websiteQuery.queryKey, withDefaultOptions(data.website))
  if (data.categories) queryClient.setQueryData(categoriesQuery.queryKey, data.categories)
  if (data.plans) queryClient.setQueryData(plansQuery.queryKey, data.plans)
  if (data.page) queryClient.setQueryData(pageQueryKey(data.page.uid), data.page)
}
