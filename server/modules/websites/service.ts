import type { Kysely } from 'kysely'
import { DEFAULT_WEBSITE_OPTIONS, type WebsiteSettings } from '../../../contract/schemas/website.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { readStoredSettings } from './defaults.ts'
import { findFirstWebsite, findWebsite, findWebsiteByHost, type WebsiteRow } from './repo.ts'

/** The website a request is for. */
export interface Website {
  uid: string
  settings: WebsiteSettings
  contactEmail: string
  publicUrl: string
  /** Changes whenever the catalogue does (database triggers): the key of catalogue caches. */
  catalogueVersion: number
}

/**
 * A website whose settings say `auth_force_login` is for its members only (spec §4): a signed-out
 * visitor gets the login screen and what it needs, nothing of the catalogue. Which routes stay
 * open is decided by route in `server/app/forced-login.ts`.
 */
export const loginForced = (website: Website): boolean => website.settings.auth_force_login

function toWebsite(row: WebsiteRow): Website {
  const stored = readStoredSettings(row.settings)
  return {
    uid: row.uid,
    settings: {
      ...stored,
      uid: row.uid,
      name: row.name,
      options: { ...DEFAULT_WEBSITE_OPTIONS, ...stored.options },
    },
    contactEmail: row.contact_email,
    publicUrl: row.public_url,
    catalogueVersion: row.catalogue_version,
  }
}

/** `example.com:3000` → `example.com`; IPv6 brackets kept. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':')[0] ?? ''
}

/** Where a request came from, as Fastify reports it (X-Forwarded-* only from trusted proxies). */
export interface RequestOrigin {
  protocol: string
  /** The host and port, e.g. `www.example.com:8080`. */
  host: string
}

/** A host name and optional port, or an IPv6 address in brackets: nothing that could add a path. */
const HOST_AND_PORT = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

/**
 * The origin to send a visitor of `website` back to, e.g. after paying: the one the request came
 * through when its host is one of the website's, where the visitor is signed in; otherwise the
 * website's public URL, so a forged Host never steers anyone elsewhere.
 */
export async function returnOrigin(
  db: Kysely<Database>,
  website: Website,
  from: RequestOrigin,
): Promise<string> {
  const host = from.host.trim().toLowerCase()
  if (!['http', 'https'].includes(from.protocol) || !HOST_AND_PORT.test(host)) {
    return website.publicUrl
  }
  const owner = await findWebsiteByHost(db, hostName(host))
  if (owner?.uid !== website.uid) return website.publicUrl
  try {
    // Drops a default port (`:80` on http); throws for one past 65535.
    return new URL(`${from.protocol}://${host}`).origin
  } catch {
    return website.publicUrl
  }
}

/**
 * The website that answers for a Host header: the one that claims the host, else the configured
 * default website, else the oldest one.
 */
export async function resolveWebsite(
  db: Kysely<Database>,
  hostHeader: string | undefined,
  defaultWebsite: string | undefined,
): Promise<Website> {
  const row =
    (await findWebsiteByHost(db, hostName(hostHeader))) ??
    (defaultWebsite ? await findWebsite(db, defaultWebsite) : await findFirstWebsite(db))
  if (!row) throw notFound('No website is configured for this address.')
  return toWebsite(row)
}

/** A website by its uid, for a background job that writes on its behalf. */
export async function websiteOfUid(db: Kysely<Database>, uid: string): Promise<Website | null> {
  const row = await findWebsite(db, uid)
  return row ? toWebsite(row) : null
}

/** A website's stored row, for the mail digests and the settings screen. */
export { findWebsite } from './repo.ts'

/** The settings' JSON, locked for a change (PostgreSQL), and its write: the staff's settings. */
export { lockWebsiteSettings, writeWebsiteSettings } from './repo.ts'

/** The staff's host names and the site's name, as the settings change them. */
export {
  findHostsOfOtherWebsites,
  findWebsiteHosts,
  replaceWebsiteHosts,
  writeWebsiteName,
} from './hosts-repo.ts'
