/* global self, caches, fetch, URL, Request, Response */
/*
 * The storefront's service worker (issue 48), served at /sw.js by worker-script.ts, which fills
 * in the values between %…%. It keeps the offline screen, the app's icons and the first screen's
 * hashed assets, each fetched by itself without credentials; it answers a page that cannot be
 * fetched with the offline screen. It never stores an answer to the page's own requests: so no
 * /api answer, paid media, signed address, or answer to a request with cookies or a token.
 * A deploy changes this file (its version and list), so the next visit installs the new one.
 */
const VERSION = '%VERSION%'
const PRECACHE = JSON.parse('%PRECACHE%')
const IGNORED = JSON.parse('%IGNORED%')
const OFFLINE_PATH = '%OFFLINE_PATH%'
const PREFIX = 'vitrine-app-'
const CACHE = PREFIX + VERSION
/** The language of the pages the visitor last opened; the device's until a page says. */
let language = (self.navigator.language || '').startsWith('en') ? 'en' : 'fr'

/** An answer fit to keep: whole, from this origin, and not marked for one visitor only. */
const keepable = (response) =>
  response.ok &&
  response.type === 'basic' &&
  !/private|no-store/.test(response.headers.get('cache-control') || '')

async function precache() {
  const kept = await caches.open(CACHE)
  await Promise.all(
    PRECACHE.map(async (path) => {
      // Hashed assets never change (the browser's cache has them already); the rest may.
      const cache = path.startsWith('/assets/') ? 'default' : 'no-cache'
      const response = await fetch(new Request(path, { credentials: 'omit', cache }))
      if (!keepable(response)) throw new Error(`${path} cannot be kept (${response.status})`)
      await kept.put(path, response)
    }),
  )
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      )
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('message', (event) => {
  const said = event.data && event.data.language
  if (said === 'fr' || said === 'en') language = said
})

async function offlineScreen(url) {
  const asked = url.searchParams.get('lang')
  const chosen = asked === 'en' || asked === 'fr' ? asked : language
  const kept = await caches.match(`${OFFLINE_PATH}?lang=${chosen}`, { cacheName: CACHE })
  if (kept) {
    return new Response(await kept.text(), {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  return Response.error()
}

async function page(event, url) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request))
  } catch {
    return offlineScreen(url)
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (IGNORED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)))
    return
  if (request.mode === 'navigate') {
    event.respondWith(page(event, url))
    return
  }
  const path = url.pathname + url.search
  if (PRECACHE.includes(path)) {
    event.respondWith(
      caches.match(path, { cacheName: CACHE }).then((kept) => kept || fetch(request)),
    )
  }
})
