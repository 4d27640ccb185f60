import { SERVICE_WORKER_PATH } from '../../contract/values/installable.ts'

/** Long enough after `load` for the first screen's own work to be done. */
const IDLE_TIMEOUT_MS = 3000

/** Tells the worker the page's language, for the offline screen it may show next. */
function sayLanguage(worker: ServiceWorker | null | undefined) {
  worker?.postMessage({ language: document.documentElement.lang === 'en' ? 'en' : 'fr' })
}

/**
 * Runs `then` once the page has painted its first content: on a members-only site the server
 * draws nothing and the login screen is painted by the app, after the load event.
 */
function afterFirstPaint(then: () => void) {
  const supported = PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!supported) {
    then()
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}

/**
 * Registers the site's service worker (server/modules/installable) once the page has loaded, its
 * first content is painted and the browser is idle: never on the first screen's path. Only in a build (the dev server has no
 * worker) and only on the storefront: the back office and the embed player have their own pages.
 */
export function registerWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .then(async (registration) => {
        sayLanguage((await navigator.serviceWorker.ready).active ?? registration.active)
      })
      .catch(() => {
        // A browser that refuses it (private mode, a policy) still shows the site.
      })
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(register, IDLE_TIMEOUT_MS)
  const afterLoad = () => afterFirstPaint(whenIdle)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
