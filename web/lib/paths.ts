/** Where each screen of spec §2 lives; links are built here so routes change in one place. */
export const paths = {
  home: () => '/',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  item: (slug: string) => `/${encodeURIComponent(slug)}`,
  items: () => '/medias',
  search: (text?: string) => (text ? `/search?q=${encodeURIComponent(text)}` : '/search'),
  legal: () => '/legal',
  myStuff: () => '/my-stuff',
  donate: () => '/donate',
  partner: (slug: string) => `/partenaires/${encodeURIComponent(slug)}`,
  checkoutSuccess: () => '/checkout/success',
  authLogin: () => '/auth/login',
  authRegister: () => '/auth/register',
} as const

/** Screens under /auth/ have their own layout and must not bounce back to the login. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/')
}
