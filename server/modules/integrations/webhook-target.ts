import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Where a webhook may be sent. Production sends only to https URLs whose host resolves to public
 * addresses: never loopback, private, link-local, carrier-grade NAT or unique-local ones (a
 * webhook must not reach the server's own network). WEBHOOK_ALLOW_PRIVATE lifts both rules for
 * tests and local receivers. The host is resolved again before each delivery, and redirects are
 * not followed, so a name that later points inside is refused then too.
 */

const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6')
}

/** Whether an address is one a webhook must not reach (IPv4-mapped IPv6 read as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Why a URL may not receive webhooks, or null when it may. */
export async function webhookUrlRefusal(
  raw: string,
  allowPrivate: boolean,
): Promise<string | null> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks.'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return 'The URL must start with https://.'
  }
  if (url.username || url.password) return 'The URL must not hold a user name or password.'
  if (allowPrivate) return null
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  } catch {
    return 'This host name does not resolve.'
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    return 'This URL points to a private or local address.'
  }
  return null
}
