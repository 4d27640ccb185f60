import { SERVICE_WORKER_PATH } from '../../contract/values/installable.ts'

/** Long enough after `load` for the first screen's own work to be done. */
const IDLE_TIMEOUT_MS = 3000

/** Tells the worker the page's language, for the offline screen it may show next. */
function sayLanguage(worker: ServiceWorker | null | undefined) {
  worker?.postMessage({ language: document.documentElement.lang === 'en' ? 'en' : 'fr' })
}

/**
 * Registers the site's service worker (server/modules/installable) once the page has loaded and
 * the browser is idle: never on the first screen's path. Only in a build (the dev server has no
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
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
