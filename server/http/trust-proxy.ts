import proxyAddr from '@fastify/proxy-addr'

/**
 * Whether the address at a hop is a proxy to believe: hop 0 is the peer of the connection, hop 1
 * the last address that peer names in `X-Forwarded-For`, and so on. Fastify's `trustProxy`.
 */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean

/** Whether an address lies in any of the ranges: addresses, CIDRs, netmasks or proxy-addr's names. */
export function addressMatcher(ranges: string[]): (address: string | undefined) => boolean {
  const matches = proxyAddr.compile(ranges)
  return (address) => address !== undefined && matches(address, 0)
}

/**
 * The proxies TRUST_PROXY names, the one rule for Fastify's `request.ip`, `host` and `protocol`
 * and for the `X-Request-Id` kept. Throws a TypeError on a value that is no address or range.
 * A hop count is written as a function: Fastify turns a number into trusting nobody, since a
 * count cannot tell a proxy from a client that reaches the server directly — the operator who
 * sets one vouches that none can.
 */
export function proxyTrust(setting: number | string[]): ProxyTrust {
  if (!Array.isArray(setting)) return (_address, hop) => hop < setting
  const isProxy = addressMatcher(setting)
  return (address) => isProxy(address)
}
