import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { Block } from '../../../../contract/schemas/pages.ts'
import { categoriesQuery } from '../../../api/get-categories.ts'
import { websiteQuery } from '../../../api/get-website.ts'
import { createQueryClient } from '../../../app/query-client.ts'
import { anItem, aWebsite } from '../../../test/fixtures.ts'
import { serveAnswers } from '../../../test/render-app.tsx'
import type { BlockActions } from '../block-actions.tsx'
import { HomePage } from '../home-page.tsx'
import { DEMO_CATEGORIES } from './demo-blocks.ts'

/** A live item whose event is on air (or, given a start, still to come). */
export function aLiveItem(uid: string, startsAt?: string): Item {
  return anItem({
    uid,
    content_object_type: 'live',
    live: startsAt
      ? { status: 'waiting', starts_at: startsAt }
      : { status: 'on_air', starts_at: '2026-12-12T19:00:00.000Z' },
  })
}

/** What GET /items/?live=now_and_upcoming answers unless a test says otherwise. */
export const LIVE_ITEMS = [aLiveItem('item-1'), aLiveItem('item-2', '2026-12-12T19:30:00.000Z')]

/**
 * GET /items/?uid__in=… as the server answers it: the asked items it knows, in an order of its
 * own (reversed here), so a block must restore its order. With `live`: the `live` items.
 */
export function itemsByUid(
  known: (uid: string) => Item | undefined = (uid) => anItem({ uid }),
  live: Item[] = LIVE_ITEMS,
) {
  return (url: string) => {
    const query = new URLSearchParams(url.split('?')[1])
    if (query.has('live')) return { count: live.length, results: live }
    const uids = query.get('uid__in')?.split(',') ?? []
    const results = uids.flatMap((uid) => known(uid) ?? []).reverse()
    return { count: results.length, results }
  }
}

/**
 * The home page with `blocks` as its content, start-up data already loaded, and `actions` as
 * the block buttons' callbacks. Returns the URLs asked of the API.
 */
export function renderHome(
  blocks: Block[],
  actions: BlockActions = {},
  liveItems: Item[] = LIVE_ITEMS,
) {
  const asked = serveAnswers({
    '/pages/home/': { uid: 'home', title: 'Accueil', content: blocks },
    '/items/': itemsByUid(undefined, liveItems),
  })
  const client = createQueryClient()
  client.setQueryData(websiteQuery.queryKey, aWebsite({ home_page: 'home' }))
  client.setQueryData(categoriesQuery.queryKey, DEMO_CATEGORIES)
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage {...actions} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { asked, ...view }
}
