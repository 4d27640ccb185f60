import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { MailBrand } from '../../mail/mail-layout.ts'
import { readStoredSettings } from './defaults.ts'
import { findWebsite } from './repo.ts'

/** An http(s) address as an absolute URL, a relative one read from `base`; null otherwise. */
function absoluteUrl(address: string | null, base: string): string | null {
  if (!address) return null
  try {
    const url = new URL(address, base)
    return ['http:', 'https:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

/** How the mails of a website show it: its name, logo and primary colour, read at send time. */
export function websiteMailBrand(db: Kysely<Database>) {
  return async (websiteUid: string): Promise<MailBrand | undefined> => {
    const row = await findWebsite(db, websiteUid)
    if (!row) return undefined
    const settings = readStoredSettings(row.settings)
    return {
      name: row.name,
      publicUrl: row.public_url,
      logoUrl: absoluteUrl(settings.logo, row.public_url),
      primaryColour: settings.colors_primary,
    }
  }
}
