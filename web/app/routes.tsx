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
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
