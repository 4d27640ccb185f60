import { loadWebFont } from './app/font-loader.ts'
import { registerWorkerLater } from './app/register-worker.ts'

void loadWebFont()

/** A tab opened in the background gets no animation frame until it is shown. */
const HIDDEN_TAB_DELAY_MS = 200

let started = false
function startApp() {
  if (started) return
  started = true
  // The libraries, then the app, each evaluated in a task of its own.
  void import('./app/libraries.ts').then(() => setTimeout(() => void import('./app/mount-app.tsx')))
}

/*
 * The page as the server drew it is painted before the app's code is fetched and run: that code
 * takes a while to run on a phone, and the visitor sees the page meanwhile instead of a blank.
 * A timeout set from an animation frame runs once that frame is painted.
 */
requestAnimationFrame(() => setTimeout(startApp))
setTimeout(startApp, HIDDEN_TAB_DELAY_MS)

// The installable app's worker: after the page has loaded, never before the first screen.
registerWorkerLater()
