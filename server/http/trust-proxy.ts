/** Fastify's `trustProxy` option for the configured TRUST_PROXY. */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean)

/**
 * What Fastify believes of `X-Forwarded-*` (for `request.ip`, `host` and `protocol`). A hop count
 * is written as a function: Fastify turns a number into trusting nobody, since a count cannot tell
 * a proxy from a client that reaches the server directly — the operator who sets one vouches
 * that none can.
 */
export function proxyTrust(setting: number | string[]): ProxyTrust {
  if (Array.isArray(setting)) return setting
  if (setting === 0) return false
  return (_address, hop) => hop < setting
}
