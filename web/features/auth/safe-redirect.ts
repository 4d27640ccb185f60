import { isAuthPath, paths } from '../../lib/paths.ts'

/**
 * Where to go once signed in: the `redirect` of the query when it is a path of this site (never
 * another origin, never back into the auth screens), else the home page.
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return paths.home()
  }
  const pathname = target.split(/[?#]/)[0] ?? ''
  return isAuthPath(pathname) ? paths.home() : target
}
