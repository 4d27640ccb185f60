/** The storefront's build-time settings. Only this module reads `import.meta.env`. */
export interface WebConfig {
  /** Base URL of the public API; same origin by default so one server serves both. */
  apiBaseUrl: string
}

const DEFAULT_API_BASE_URL = '/api/public/websites/v1'

function readConfig(): WebConfig {
  const raw = import.meta.env.VITE_API_BASE_URL as string | undefined
  return { apiBaseUrl: (raw || DEFAULT_API_BASE_URL).replace(/\/$/, '') }
}

export const webConfig: WebConfig = readConfig()
