import type { Kysely } from 'kysely'
import { DEFAULT_WEBSITE_OPTIONS, type WebsiteSettings } from '../../../contract/website.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
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

function toWebsite(row: WebsiteRow): Website {
  const stored = JSON.parse(row.settings) as Omit<WebsiteSettings, 'uid' | 'name'>
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
