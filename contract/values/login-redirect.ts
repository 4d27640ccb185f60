/**
 * Where a visitor goes once signed in, on the storefront (the login and register screens) and on
 * the server (a login form posted before the scripts ran, server/modules/auth/form-login.ts).
 */

/** Screens under /auth/ have their own layout and must not bounce back to the login. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/')
}

/**
 * The TV app (/tv) signs in by a code on its own screen: a remote cannot type a password, so it
 * is never sent to the login screen.
 */
export function isTvPath(pathname: string): boolean {
  return pathname === '/tv' || pathname.startsWith('/tv/')
}

/**
 * The `redirect` of the query when it is a path of this site (never another origin, never back
 * into the auth screens), else the home page.
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return '/'
  }
  const pathname = target.split(/[?#]/)[0] ?? ''
  return isAuthPath(pathname) ? '/' : target
}
