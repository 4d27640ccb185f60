import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseHandle, Dialect } from './connect.ts'
import * as initial from './migrations/0001-initial.ts'
import * as media from './migrations/0002-media.ts'
import * as catalogueVersion from './migrations/0003-catalogue-version.ts'
import * as stripe from './migrations/0004-stripe.ts'
import * as frenchNameOrder from './migrations/0005-french-name-order.ts'
import * as ondemandDigest from './migrations/0006-ondemand-digest.ts'
import * as auditLog from './migrations/0007-audit-log.ts'
import * as ondemandLanguage from './migrations/0008-ondemand-language.ts'
import * as myList from './migrations/0009-my-list.ts'
import * as itemsByPublication from './migrations/0010-items-by-publication.ts'
import * as mediaImports from './migrations/0011-media-imports.ts'
import * as staffInvitations from './migrations/0012-staff-invitations.ts'
import * as mediaImportPurpose from './migrations/0013-media-import-purpose.ts'
import * as playlistSeasons from './migrations/0014-playlist-seasons.ts'
import * as privatePlans from './migrations/0016-private-plans.ts'
import * as richDescriptions from './migrations/0017-rich-descriptions.ts'
import * as ondemandMessages from './migrations/0018-ondemand-messages.ts'
import * as accessGrants from './migrations/0019-access-grants.ts'
import * as orderRefunds from './migrations/0020-order-refunds.ts'
import * as plays from './migrations/0021-plays.ts'
import * as coupons from './migrations/0023-coupons.ts'
import * as blockedAccounts from './migrations/0022-blocked-accounts.ts'
import * as viewerProgress from './migrations/0024-viewer-progress.ts'
import * as accountPage from './migrations/0025-account-page.ts'
import * as planGrantsPartialRefunds from './migrations/0026-plan-grants-partial-refunds.ts'
import * as cataloguePerStatement from './migrations/0027-catalogue-version-per-statement.ts'
import * as bundles from './migrations/0028-bundles.ts'
import * as sentMails from './migrations/0029-sent-mails.ts'
import * as jobFailures from './migrations/0030-job-failures.ts'
import * as dataExports from './migrations/0031-data-exports.ts'
import * as checkoutKeys from './migrations/0032-checkout-keys.ts'
import * as searchWords from './migrations/0033-search-words.ts'
import * as searchWordsInPlace from './migrations/0034-search-words-in-place.ts'
import * as dropOldSearchColumn from './migrations/0035-drop-old-search-column.ts'
import * as categoryItemCounts from './migrations/0036-category-item-counts.ts'
import * as searchWordsByWeight from './migrations/0037-search-words-by-weight.ts'
import * as searchItems from './migrations/0038-search-items.ts'
import * as itemsByContentObject from './migrations/0039-items-by-content-object.ts'
import * as netRevenue from './migrations/0040-net-revenue.ts'
import * as uploadLimits from './migrations/0041-upload-limits.ts'
import * as englishTexts from './migrations/0042-english-texts.ts'
import * as liveEvents from './migrations/0043-live-events.ts'
import * as liveEventTexts from './migrations/0044-live-event-texts.ts'
import * as integrations from './migrations/0045-integrations.ts'
import * as liveReplay from './migrations/0046-live-replay.ts'
import * as liveStats from './migrations/0047-live-stats.ts'
import * as liveEventsInCatalogue from './migrations/0048-live-events-in-catalogue.ts'
import * as idempotentRequests from './migrations/0049-idempotent-requests.ts'
import * as orderLanguage from './migrations/0050-order-language.ts'
import * as marketingConsent from './migrations/0052-marketing-consent.ts'
import * as englishNameOrder from './migrations/0054-english-name-order.ts'
import * as subscriptionPause from './migrations/0055-subscription-pause.ts'
import * as customerImports from './migrations/0056-customer-imports.ts'
import * as gifts from './migrations/0057-gifts.ts'
import * as broadcasts from './migrations/0058-broadcasts.ts'
import * as subscriptionWinback from './migrations/0059-subscription-winback.ts'
import * as giftCards from './migrations/0060-gift-cards.ts'
import * as renewalRetries from './migrations/0061-renewal-retries.ts'
import * as deviceSignIns from './migrations/0062-device-sign-ins.ts'
import * as subscriptionCredit from './migrations/0063-subscription-credit.ts'
import * as liveHlsDropped from './migrations/0064-live-hls-dropped.ts'

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>
}

/** Every migration, in order. Each is written once and runs on both dialects. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': initial,
  '0002-media': media,
  '0003-catalogue-version': catalogueVersion,
  '0004-stripe': stripe,
  '0005-french-name-order': frenchNameOrder,
  '0006-ondemand-digest': ondemandDigest,
  '0007-audit-log': auditLog,
  '0008-ondemand-language': ondemandLanguage,
  '0009-my-list': myList,
  '0010-items-by-publication': itemsByPublication,
  '0011-media-imports': mediaImports,
  '0012-staff-invitations': staffInvitations,
  '0013-media-import-purpose': mediaImportPurpose,
  '0014-playlist-seasons': playlistSeasons,
  '0016-private-plans': privatePlans,
  '0017-rich-descriptions': richDescriptions,
  '0018-ondemand-messages': ondemandMessages,
  '0019-access-grants': accessGrants,
  '0020-order-refunds': orderRefunds,
  '0021-plays': plays,
  '0023-coupons': coupons,
  '0022-blocked-accounts': blockedAccounts,
  '0024-viewer-progress': viewerProgress,
  '0025-account-page': accountPage,
  '0026-plan-grants-partial-refunds': planGrantsPartialRefunds,
  '0027-catalogue-version-per-statement': cataloguePerStatement,
  '0028-bundles': bundles,
  '0029-sent-mails': sentMails,
  '0030-job-failures': jobFailures,
  '0031-data-exports': dataExports,
  '0032-checkout-keys': checkoutKeys,
  '0033-search-words': searchWords,
  '0034-search-words-in-place': searchWordsInPlace,
  '0035-drop-old-search-column': dropOldSearchColumn,
  '0036-category-item-counts': categoryItemCounts,
  '0037-search-words-by-weight': searchWordsByWeight,
  '0038-search-items': searchItems,
  '0039-items-by-content-object': itemsByContentObject,
  '0040-net-revenue': netRevenue,
  '0041-upload-limits': uploadLimits,
  '0042-english-texts': englishTexts,
  '0043-live-events': liveEvents,
  '0044-live-event-texts': liveEventTexts,
  '0045-integrations': integrations,
  '0046-live-replay': liveReplay,
  '0047-live-stats': liveStats,
  '0048-live-events-in-catalogue': liveEventsInCatalogue,
  '0049-idempotent-requests': idempotentRequests,
  '0050-order-language': orderLanguage,
  '0052-marketing-consent': marketingConsent,
  '0054-english-name-order': englishNameOrder,
  '0055-subscription-pause': subscriptionPause,
  '0056-customer-imports': customerImports,
  '0057-gifts': gifts,
  '0058-broadcasts': broadcasts,
  '0059-subscription-winback': subscriptionWinback,
  '0060-gift-cards': giftCards,
  '0061-renewal-retries': renewalRetries,
  '0062-device-sign-ins': deviceSignIns,
  '0063-subscription-credit': subscriptionCredit,
  '0064-live-hls-dropped': liveHlsDropped,
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
      ]),
    )
  }
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineProvider(dialect) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
  await refreshPlannerStatistics({ db, dialect })
}

/**
 * SQLite plans queries from statistics that only ANALYZE gathers; without them it may pick an
 * index that scans a whole website's items. `PRAGMA optimize` analyses the tables that need it
 * and is cheap when nothing changed. PostgreSQL's autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics({ db, dialect }: DatabaseHandle): Promise<void> {
  if (dialect === 'sqlite') await sql`PRAGMA optimize=0x10002`.execute(db)
}
