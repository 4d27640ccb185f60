import type { RouteObject } from 'react-router'
import { NotFoundPage } from './not-found-page.tsx'
import { ShellLayout } from './shell/shell-layout.tsx'
import { StartUp } from './start-up.tsx'

/**
 * The screens of spec §2, by route name. Each feature is its own chunk, loaded when its route
 * is first visited, so the first screen only pays for itself.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <StartUp />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          {
            id: 'index',
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home-blocks/home-page.tsx')).HomePage,
            }),
          },
          {
            id: 'category',
            path: 'category/:categorySlug',
            lazy: async () => ({
              Component: (await import('../features/catalogue/category-page.tsx')).CategoryPage,
            }),
          },
          {
            id: 'legal',
            path: 'legal',
            lazy: async () => ({
              Component: (await import('../features/legal/legal-page.tsx')).LegalPage,
            }),
          },
          {
            id: 'search',
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/search/search-page.tsx')).SearchPage,
            }),
          },
          {
            id: 'items',
            path: 'medias',
            lazy: async () => ({
              Component: (await import('../features/items/items-page.tsx')).ItemsPage,
            }),
          },
          {
            id: 'partner',
            path: 'partenaires/:slug',
            lazy: async () => ({
              Component: (await import('../features/partners/partner-page.tsx')).PartnerPage,
            }),
            // An unknown partner slug is thrown by the page.
            errorElement: <NotFoundPage />,
          },
          {
            // Static paths (search, legal, medias, …) outrank this one whatever their order.
            id: 'item',
            path: ':itemSlug',
            lazy: async () => ({
              Component: (await import('../features/item/item-page.tsx')).ItemPage,
            }),
            // Spec §8: an item that fails to load shows the not-found page.
            errorElement: <NotFoundPage />,
          },
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
