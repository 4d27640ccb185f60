import { lazy } from 'react'
import { redirect, type RouteObject } from 'react-router'
import type { FirstData } from '../lib/first-data.ts'
import { paths } from '../lib/paths.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RouteError } from './route-error.tsx'
import { ShellLayout } from './shell/shell-layout.tsx'
import { StartUp } from './start-up.tsx'

/** The site editor, fetched only when the home page finds site staff signed in. */
const SiteEditor = lazy(async () => ({
  default: (await import('../features/editor/site-editor.tsx')).SiteEditor,
}))

/** "Continuer à regarder", fetched only when the home page finds a visitor signed in. */
const ContinueWatchingRow = lazy(async () => ({
  default: (await import('../features/continue-watching/continue-watching-row.tsx'))
    .ContinueWatchingRow,
}))

/** The items page (spec §2), at both of its addresses. */
const itemsPage = async () => ({
  Component: (await import('../features/items/items-page.tsx')).ItemsPage,
})

/** What a route's `handle` may say. */
export interface RouteHandle {
  /** The screen is the visitor's own (or a redirect for anyone else): the server never draws it. */
  personal?: boolean
  /**
   * What the screen's first view needs, fetched by the server before its one render
   * (web/server-render.tsx; DESIGN.md "Speed by design"). Read by the server only: in the
   * browser the page carries that data, and a later navigation shows the screen's skeletons
   * while its own queries fetch, as it always has (no loader holds a navigation back). Each
   * step lives in its feature's chunk and uses the query options that feature's hooks use.
   */
  firstData?: FirstData
}

const PERSONAL: RouteHandle = { personal: true }

/** The items page's first data: the first items in the order its address asks. */
const ITEMS_FIRST_DATA: RouteHandle = {
  firstData: async ({ queryClient, url }) => {
    const { itemsQuery, orderingOf } = await import('../features/items/get-items.ts')
    return queryClient.prefetchInfiniteQuery(itemsQuery(orderingOf(url.searchParams)))
  },
}

/**
 * The screens of spec §2, by route name. Each feature is its own chunk, loaded when its route
 * is first visited, so the first screen only pays for itself.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <StartUp />,
    // Last resort: whatever failed, never React Router's bare "Unexpected Application Error".
    errorElement: <RouteError />,
    children: [
      {
        // Spec §2: the auth screens have their own layout (background image and logo).
        path: 'auth',
        lazy: async () => ({
          Component: (await import('../features/auth/auth-layout.tsx')).AuthLayout,
        }),
        errorElement: <RouteError />,
        children: [
          // A redirect the server's renderer understands too (a <Navigate> only acts in a browser).
          { index: true, loader: () => redirect(paths.authLogin()) },
          {
            id: 'auth-login',
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/login-page.tsx')).LoginPage,
            }),
          },
          {
            id: 'auth-register',
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            id: 'auth-invitation',
            handle: PERSONAL,
            path: 'register/:invitationId',
            lazy: async () => ({
              Component: (await import('../features/auth/invitation-page.tsx')).InvitationPage,
            }),
          },
          {
            id: 'auth-password-reset',
            path: 'password-reset-1',
            lazy: async () => ({
              Component: (await import('../features/auth/password-reset-page.tsx'))
                .PasswordResetPage,
            }),
          },
          {
            id: 'auth-password-reset-confirm',
            path: 'password/reset/:uid/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/password-reset-confirm-page.tsx'))
                .PasswordResetConfirmPage,
            }),
          },
        ],
      },
      {
        // The TV app (issue 48 part 2): its own 10-foot layout, driven by a remote's arrows,
        // Enter and Back; rendered in the browser only (its focus and sign-in are the TV's own).
        path: 'tv',
        handle: PERSONAL,
        lazy: async () => ({
          Component: (await import('../features/tv/tv-layout.tsx')).TvLayout,
        }),
        errorElement: <RouteError />,
        children: [
          {
            id: 'tv-home',
            index: true,
            lazy: async () => ({
              Component: (await import('../features/tv/tv-home-page.tsx')).TvHomePage,
            }),
          },
          {
            id: 'tv-sign-in',
            path: 'sign-in',
            lazy: async () => ({
              Component: (await import('../features/tv/tv-sign-in-page.tsx')).TvSignInPage,
            }),
          },
          {
            id: 'tv-categories',
            path: 'categories',
            lazy: async () => ({
              Component: (await import('../features/tv/tv-categories-page.tsx')).TvCategoriesPage,
            }),
          },
          {
            id: 'tv-category',
            path: 'categories/:categorySlug',
            lazy: async () => ({
              Component: (await import('../features/tv/tv-category-page.tsx')).TvCategoryPage,
            }),
          },
          {
            id: 'tv-search',
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/tv/tv-search-page.tsx')).TvSearchPage,
            }),
          },
          {
            id: 'tv-item',
            path: ':itemSlug',
            lazy: async () => ({
              Component: (await import('../features/tv/tv-item-page.tsx')).TvItemPage,
            }),
          },
        ],
      },
      {
        element: <ShellLayout />,
        children: [
          {
            // A screen that fails is replaced inside the shell, which stays.
            errorElement: <RouteError />,
            children: [
              {
                id: 'index',
                index: true,
                handle: {
                  firstData: async (context) =>
                    (await import('../features/home-blocks/first-data.ts')).homeFirstData(context),
                } satisfies RouteHandle,
                lazy: async () => {
                  const { HomePage } = await import('../features/home-blocks/home-page.tsx')
                  return {
                    Component: () => (
                      <HomePage StaffTools={SiteEditor} ViewerRows={ContinueWatchingRow} />
                    ),
                  }
                },
              },
              {
                id: 'category',
                path: 'category/:categorySlug',
                handle: {
                  firstData: async (context) =>
                    (await import('../features/catalogue/first-data.ts')).categoryFirstData(
                      context,
                    ),
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/category-page.tsx')).CategoryPage,
                }),
              },
              {
                id: 'legal',
                path: 'legal',
                handle: {
                  firstData: async ({ queryClient }) =>
                    queryClient.prefetchQuery(
                      (await import('../features/legal/get-legal-text.ts')).legalTextQuery,
                    ),
                } satisfies RouteHandle,
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
              { id: 'items', path: 'medias', handle: ITEMS_FIRST_DATA, lazy: itemsPage },
              // Spec §2 names the items page `items` too: /items is that page, never an item.
              { id: 'items-by-name', path: 'items', handle: ITEMS_FIRST_DATA, lazy: itemsPage },
              {
                id: 'donate',
                path: 'donate',
                lazy: async () => ({
                  Component: (await import('../features/donate/donate-page.tsx')).DonatePage,
                }),
              },
              {
                id: 'my-stuff',
                handle: PERSONAL,
                path: 'my-stuff',
                lazy: async () => ({
                  Component: (await import('../features/my-stuff/my-stuff-page.tsx')).MyStuffPage,
                }),
              },
              {
                id: 'my-list',
                handle: PERSONAL,
                path: 'my-list',
                lazy: async () => ({
                  Component: (await import('../features/my-list/my-list-page.tsx')).MyListPage,
                }),
              },
              {
                id: 'watch-history',
                handle: PERSONAL,
                path: 'history',
                lazy: async () => ({
                  Component: (await import('../features/watch-history/watch-history-page.tsx'))
                    .WatchHistoryPage,
                }),
              },
              {
                id: 'account',
                handle: PERSONAL,
                path: 'account',
                lazy: async () => {
                  const [{ AccountPage }, { SubscriptionsSection }, { GiftsSection }] =
                    await Promise.all([
                      import('../features/account/account-page.tsx'),
                      import('../features/my-stuff/subscriptions-section.tsx'),
                      import('../features/gifts/gifts-section.tsx'),
                    ])
                  return {
                    Component: () => (
                      <AccountPage Subscriptions={SubscriptionsSection} Gifts={GiftsSection} />
                    ),
                  }
                },
              },
              {
                id: 'account-receipt',
                handle: PERSONAL,
                path: 'account/orders/:orderUid',
                lazy: async () => ({
                  Component: (await import('../features/account/receipt-page.tsx')).ReceiptPage,
                }),
              },
              {
                // A failed renewal's mailed link: on to a new billing portal session.
                id: 'account-billing',
                handle: PERSONAL,
                path: 'account/billing',
                lazy: async () => ({
                  Component: (await import('../features/account/billing-link-page.tsx'))
                    .BillingLinkPage,
                }),
              },
              {
                id: 'account-email-confirm',
                handle: PERSONAL,
                path: 'account/email/:token',
                lazy: async () => ({
                  Component: (await import('../features/account/email-confirm-page.tsx'))
                    .EmailConfirmPage,
                }),
              },
              {
                // A marketing mail's link: it asks before unsubscribing (features/account).
                id: 'unsubscribe',
                handle: PERSONAL,
                path: 'unsubscribe',
                lazy: async () => ({
                  Component: (await import('../features/account/unsubscribe-page.tsx'))
                    .UnsubscribePage,
                }),
              },
              {
                // Sign-in on a TV by a code (RFC 8628): the viewer confirms the TV's code.
                id: 'activate',
                handle: PERSONAL,
                path: 'activate',
                lazy: async () => ({
                  Component: (await import('../features/activate/activate-page.tsx')).ActivatePage,
                }),
              },
              {
                // A gift's mailed link (features/gifts): redeeming needs an account.
                id: 'gift-redeem',
                handle: PERSONAL,
                path: 'gift',
                lazy: async () => ({
                  Component: (await import('../features/gifts/gift-redeem-page.tsx'))
                    .GiftRedeemPage,
                }),
              },
              {
                id: 'checkout-success',
                handle: PERSONAL,
                path: 'checkout/success',
                lazy: async () => ({
                  Component: (await import('../features/checkout/checkout-success-page.tsx'))
                    .CheckoutSuccessPage,
                }),
              },
              {
                id: 'page',
                path: 'pages/:pageUid',
                handle: {
                  firstData: async (context) =>
                    (await import('../features/home-blocks/first-data.ts')).blockPageFirstData(
                      context,
                    ),
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/home-blocks/block-page.tsx')).BlockPage,
                }),
                // A page that does not exist is thrown by the page.
                errorElement: <RouteError notFound />,
              },
              {
                id: 'partner',
                path: 'partenaires/:slug',
                lazy: async () => ({
                  Component: (await import('../features/partners/partner-page.tsx')).PartnerPage,
                }),
                // An unknown partner slug is thrown by the page.
                errorElement: <RouteError notFound />,
              },
              {
                // Static paths (search, legal, medias, …) outrank this one whatever their order.
                id: 'item',
                path: ':itemSlug',
                handle: {
                  firstData: async (context) =>
                    (await import('../features/item/first-data.ts')).itemFirstData(context),
                } satisfies RouteHandle,
                lazy: async () => {
                  const [{ ItemPage }, { GiftButton }] = await Promise.all([
                    import('../features/item/item-page.tsx'),
                    import('../features/gifts/gift-button.tsx'),
                  ])
                  return { Component: () => <ItemPage Gift={GiftButton} /> }
                },
                // Spec §8: an item that fails to load shows the not-found page.
                errorElement: <RouteError notFound />,
              },
              { id: 'not-found', path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]
