import { API_BASE } from '../contract/values/api-paths.ts'

/** The storefront's build-time settings. Only this module reads `import.meta.env`. */
export interface WebConfig {
  /** Base URL of the public API; same origin by default so one server serves both. */
  apiBaseUrl: string
}

function readConfig(): WebConfig {
  const raw = import.meta.env.VITE_API_BASE_URL as string | undefined
  return { apiBaseUrl: (raw || API_BASE).replace(/\/$/, '') }
}

export const webConfig: WebConfig = readConfig()
