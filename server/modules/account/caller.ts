import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Passwords } from '../auth/password-pool.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'

/** Who asks, on which website, with what the account's rules need. */
export interface AccountCaller {
  db: Kysely<Database>
  website: Website
  viewer: Viewer
  passwords: Passwords
}
