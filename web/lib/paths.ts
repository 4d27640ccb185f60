/** Where each screen of spec §2 lives; links are built here so routes change in one place. */
export const paths = {
  home: () => '/',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  item: (slug: string) => `/${encodeURIComponent(slug)}`,
  items: () => '/medias',
  search: (text?: string) => (text ? `/search?q=${encodeURIComponent(text)}` : '/search'),
  legal: () => '/legal',
  myStuff: () => '/my-stuff',
  myList: () => '/my-list',
  watchHistory: () => '/history',
  donate: (amount?: number) =>
    amount === undefined ? '/donate' : `/donate?amount=${encodeURIComponent(amount)}`,
  /** A page of blocks other than the home page. */
  page: (uid: string) => `/pages/${encodeURIComponent(uid)}`,
  partner: (slug: string) => `/partenaires/${encodeURIComponent(slug)}`,
  checkoutSuccess: () => '/checkout/success',
  /** A gift's mailed link, holding its code. */
  giftRedeem: (code?: string) => (code ? `/gift?code=${encodeURIComponent(code)}` : '/gift'),
  /** `redirect`: where to go back once logged in (a path of the storefront). */
  authLogin: (redirect?: string) =>
    redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login',
  /** `search`: the current query string (with its `?`), kept so a redirect survives the trip. */
  authRegister: (search = '') => `/auth/register${search}`,
  authInvitation: (invitationId: string) => `/auth/register/${encodeURIComponent(invitationId)}`,
  authPasswordReset: () => '/auth/password-reset-1',
  authPasswordResetConfirm: (uid: string, token: string) =>
    `/auth/password/reset/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
} as const

/** Screens under /auth/ have their own layout and must not bounce back to the login. */
export { isAuthPath, isTvPath } from '../../contract/values/login-redirect.ts'
