import { HOST_NAME_PATTERN } from '../../../contract/values/admin-settings.ts'
import { conflict, invalidField } from '../../errors.ts'

const HOST_NAME = new RegExp(HOST_NAME_PATTERN)

const field = (index: number) => `hosts[${index}]`

/** `WWW.Example.com.` → `www.example.com`: a host as the Host header names it. */
function normalised(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '')
}

/**
 * The host names as stored: trimmed, lowercase, each once. A host that is no host name (a port,
 * a path, a scheme) or comes twice is a 400 naming it, e.g. `hosts[2]`.
 */
export function checkHostNames(hosts: readonly string[]): string[] {
  const seen = new Set<string>()
  return hosts.map((typed, index) => {
    const host = normalised(typed)
    if (!HOST_NAME.test(host)) {
      throw invalidField(field(index), 'Enter a host name alone, e.g. www.example.com.')
    }
    if (seen.has(host)) throw invalidField(field(index), 'This host name is already listed.')
    seen.add(host)
    return host
  })
}

/** A 409 naming the first host another website answers to: a host leads to one website. */
export function refuseClaimedHosts(hosts: readonly string[], claimed: readonly string[]): void {
  const index = hosts.findIndex((host) => claimed.includes(host))
  if (index >= 0) {
    throw conflict('Another website already answers to this host name.', field(index))
  }
}

/**
 * A 400 naming `hosts` when the owner would remove the host they are using: the back office
 * they are in would then belong to no website, or to another.
 */
export function keepRequestHost(
  requestHost: string,
  before: readonly string[],
  after: readonly string[],
): void {
  if (before.includes(requestHost) && !after.includes(requestHost)) {
    throw invalidField(
      'hosts',
      `Keep ${requestHost}: it is the address you are using to change these settings.`,
    )
  }
}
