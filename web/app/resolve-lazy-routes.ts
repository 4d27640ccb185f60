import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the code of the routes `pathname` matches and puts it on the routes themselves, so the
 * router starts with the screen at hand instead of a blank while it fetches it: hydrating the
 * server's markup needs the same screen at once.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
