/**
 * The addresses of the installable app (issue 48 part 1), the same for every website: the
 * server answers each with the website's own (its Host), the storefront registers the worker.
 */
export const SERVICE_WORKER_PATH = '/sw.js'
/** Everything the installable app serves besides its worker lives under this prefix. */
export const APP_PREFIX = '/app'
export const MANIFEST_PATH = `${APP_PREFIX}/manifest.webmanifest`
/** The offline screen, `?lang=fr|en`; the worker keeps both languages. */
export const OFFLINE_PATH = `${APP_PREFIX}/offline`
/** The icons launchers and stores ask for; the maskable one keeps the logo in the safe zone. */
export const APP_ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
] as const
export type AppIconName = (typeof APP_ICONS)[number]['name']
export const appIconPath = (name: AppIconName) => `${APP_PREFIX}/${name}`
/** Paths the worker never answers for: the back office and the embed player have their own. */
export const WORKER_IGNORED_PREFIXES = ['/admin', '/embed', '/api', '/media', '/sandbox']
/** Every address the installable app answers, none of which shows a visitor or the catalogue. */
export const INSTALLABLE_PATHS = [
  SERVICE_WORKER_PATH,
  MANIFEST_PATH,
  OFFLINE_PATH,
  ...APP_ICONS.map((icon) => appIconPath(icon.name)),
]
