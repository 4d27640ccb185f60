import { BROADCAST_RATE_PER_SECOND } from '../../../contract/values/admin-broadcasts.ts'
import type { Kysely } from 'kysely'
import type {
  AdminSettings,
  AdminSettingsChange,
} from '../../../contract/schemas/admin-settings.ts'
import type { CustomField } from '../../../contract/schemas/website.ts'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { invalidField, notFound } from '../../errors.ts'
import { cleanDescription } from '../catalogue/description.ts'
import { readStoredSettings, type StoredSettings } from '../websites/defaults.ts'
import {
  findHostsOfOtherWebsites,
  findWebsite,
  findWebsiteHosts,
  lockWebsiteSettings,
  replaceWebsiteHosts,
  writeWebsiteName,
  writeWebsiteSettings,
} from '../websites/service.ts'
import { findPromotionCodesAllowed, setPromotionCodesAllowed } from '../billing/service.ts'
import { appearanceOf, checkAppearance, withAppearance } from '../websites/appearance.ts'
import { recordChange } from '../audit-log/service.ts'
import { checkHostNames, keepRequestHost, refuseClaimedHosts } from './host-names.ts'
import { checkPartnerPages } from './partner-pages.ts'
import { findUploadQuotaGib, setUploadQuotaGib } from '../media/imports/service.ts'
import { getReminderSettings, setReminderSettings } from '../marketing/service.ts'
import { getPauseSettings, setPauseSettings } from '../billing/pause/pause-settings.ts'
import { getWinbackSettings, setWinbackSettings } from '../billing/winback/winback.ts'
import { getRenewalSettings, setRenewalSettings } from '../billing/renewals/renewal-settings.ts'
import { findLegalHtml, writeLegalHtml } from '../pages/service.ts'

/** Where the settings calls work: the database, the website, its owner, the host they use. */
export interface SettingsScope {
  db: Kysely<Database>
  dialect: Dialect
  websiteUid: string
  staffUserUid: string
  /** The host name of the request (no port): the owner may not take it away from the site. */
  requestHost: string
}

const NO_WEBSITE = 'No website is configured for this address.'

/** GET /settings/: what the owner may change, as stored now. */
export async function getAdminSettings(
  db: Kysely<Database>,
  websiteUid: string,
): Promise<AdminSettings> {
  const row = await findWebsite(db, websiteUid)
  if (!row) throw notFound(NO_WEBSITE)
  const stored = readStoredSettings(row.settings)
  const reminder = await getReminderSettings(db, websiteUid)
  const pause = await getPauseSettings(db, websiteUid)
  const winback = await getWinbackSettings(db, websiteUid)
  const renewals = await getRenewalSettings(db, websiteUid)
  return {
    name: row.name,
    appearance: appearanceOf(stored),
    font: stored.font,
    show_legal: stored.show_legal,
    legal: (await findLegalHtml(db, websiteUid)) ?? '',
    legal_en: (await findLegalHtml(db, websiteUid, 'en')) ?? '',
    auth_force_login: stored.auth_force_login,
    auth_users_registration_enabled: stored.auth_users_registration_enabled,
    auth_registration_custom_fields: stored.auth_registration_custom_fields ?? [],
    monetization_currency: stored.monetization_currency,
    monetization_tips_enabled: stored.monetization_tips_enabled,
    stripe_promotion_codes: await findPromotionCodesAllowed(db, websiteUid),
    options_share_btn: stored.options_share_btn,
    hosts: await findWebsiteHosts(db, websiteUid),
    partners: stored.partners,
    upload_quota_gib: await findUploadQuotaGib(db, websiteUid),
    checkout_reminder_enabled: reminder.enabled,
    checkout_reminder_delay_hours: reminder.delayHours,
    broadcast_rate_per_second: reminder.broadcastRate,
    subscription_pause_enabled: pause.enabled,
    subscription_pause_max_months: pause.maxMonths,
    subscription_winback_enabled: winback.enabled,
    subscription_winback_kind: winback.kind,
    subscription_winback_percent_off: winback.percentOff,
    subscription_winback_amount_off: winback.amountOff,
    subscription_winback_months: winback.months,
    renewal_grace_days: renewals.graceDays,
  }
}

/** Registration fields with their labels trimmed; a blank label or a name used twice is a 400. */
function checkRegistrationFields(fields: readonly CustomField[]): CustomField[] {
  const names = new Set<string>()
  return fields.map((field, index) => {
    const path = `auth_registration_custom_fields[${index}]`
    const label = field.label.trim()
    if (label === '') throw invalidField(`${path}.label`, 'This field may not be blank.')
    if (names.has(field.name)) {
      throw invalidField(`${path}.name`, 'Another registration field has this name.')
    }
    names.add(field.name)
    return { name: field.name, label, required: field.required }
  })
}

/**
 * Everything checked before anything is written: the appearance as the editor drawer checks it,
 * the legal text sanitised (required when the legal page shows), the registration fields, the
 * host names and the partner pages. The first problem is a 400 naming its field.
 */
function checkSettings(input: AdminSettings): AdminSettings {
  const name = input.name.trim()
  if (name === '') throw invalidField('name', 'This field may not be blank.')
  const legal = cleanDescription(input.legal)
  if (input.show_legal && legal === '') {
    throw invalidField('legal', 'Write the legal text, or hide the legal page.')
  }
  return {
    ...input,
    name,
    appearance: checkAppearance(input.appearance),
    legal,
    ...(input.legal_en === undefined ? {} : { legal_en: cleanDescription(input.legal_en) }),
    auth_registration_custom_fields: checkRegistrationFields(input.auth_registration_custom_fields),
    hosts: checkHostNames(input.hosts),
    partners: checkPartnerPages(input.partners),
  }
}

/** The stored settings with the owner's changes, and every setting they do not see kept. */
function withSettings(stored: StoredSettings, settings: AdminSettings): StoredSettings {
  return {
    ...withAppearance(stored, settings.appearance),
    font: settings.font,
    show_legal: settings.show_legal,
    auth_force_login: settings.auth_force_login,
    auth_users_registration_enabled: settings.auth_users_registration_enabled,
    auth_registration_custom_fields: settings.auth_registration_custom_fields,
    monetization_currency: settings.monetization_currency,
    monetization_tips_enabled: settings.monetization_tips_enabled,
    options_share_btn: settings.options_share_btn,
    partners: settings.partners,
  }
}

/**
 * PUT /settings/: writes the name, the settings, the legal text, the host names and whether
 * Stripe takes its promotion codes in one transaction, with their audit entry (before and
 * after). Websites are read from the database on every request, so the next visitor, on any
 * server process, gets the new settings. Answers what was stored.
 */
export async function saveAdminSettings(
  scope: SettingsScope,
  input: AdminSettings,
): Promise<AdminSettings> {
  // Checked before the transaction too: a wrong field costs no lock.
  checkSettings(input)
  return writeAdminSettings(scope, () => input)
}

/**
 * PATCH /settings/: one section's fields (the appearance's given ones) laid over the settings as
 * stored, then checked and written as a PUT of the whole is. What is left out stays as it is.
 */
export async function changeAdminSettings(
  scope: SettingsScope,
  change: AdminSettingsChange,
): Promise<AdminSettings> {
  return writeAdminSettings(scope, (before) => ({
    ...before,
    ...change,
    appearance: { ...before.appearance, ...change.appearance },
  }))
}

/**
 * Writes the settings `make` gives from those stored, locked in one transaction: checked first
 * (a wrong field is a 400 and nothing is written), then the audit entry with before and after.
 */
async function writeAdminSettings(
  scope: SettingsScope,
  make: (before: AdminSettings) => AdminSettings,
): Promise<AdminSettings> {
  const { db, dialect, websiteUid, staffUserUid, requestHost } = scope
  return db.transaction().execute(async (trx) => {
    const stored = await lockWebsiteSettings(trx, dialect, websiteUid)
    if (stored === undefined) throw notFound(NO_WEBSITE)
    const before = await getAdminSettings(trx, websiteUid)
    const settings = checkSettings(make(before))
    keepRequestHost(requestHost, before.hosts, settings.hosts)
    refuseClaimedHosts(
      settings.hosts,
      await findHostsOfOtherWebsites(trx, websiteUid, settings.hosts),
    )
    await writeWebsiteName(trx, websiteUid, settings.name)
    const changed = withSettings(readStoredSettings(stored), settings)
    await writeWebsiteSettings(trx, websiteUid, JSON.stringify(changed))
    await writeLegalHtml(trx, websiteUid, settings.legal)
    if (settings.legal_en !== undefined) {
      await writeLegalHtml(trx, websiteUid, settings.legal_en, 'en')
    }
    await replaceWebsiteHosts(trx, websiteUid, settings.hosts)
    await setPromotionCodesAllowed(trx, websiteUid, settings.stripe_promotion_codes)
    if (settings.upload_quota_gib !== undefined) {
      await setUploadQuotaGib(trx, websiteUid, settings.upload_quota_gib)
    }
    await setReminderSettings(trx, websiteUid, {
      enabled: settings.checkout_reminder_enabled ?? before.checkout_reminder_enabled ?? false,
      delayHours:
        settings.checkout_reminder_delay_hours ?? before.checkout_reminder_delay_hours ?? 24,
      broadcastRate:
        settings.broadcast_rate_per_second ??
        before.broadcast_rate_per_second ??
        BROADCAST_RATE_PER_SECOND.default,
    })
    await setPauseSettings(trx, websiteUid, {
      enabled: settings.subscription_pause_enabled ?? before.subscription_pause_enabled ?? false,
      maxMonths:
        settings.subscription_pause_max_months ?? before.subscription_pause_max_months ?? 3,
    })
    const winback = await getWinbackSettings(trx, websiteUid)
    await setWinbackSettings(trx, websiteUid, {
      enabled: settings.subscription_winback_enabled ?? winback.enabled,
      kind: settings.subscription_winback_kind ?? winback.kind,
      percentOff:
        settings.subscription_winback_percent_off === undefined
          ? winback.percentOff
          : settings.subscription_winback_percent_off,
      amountOff:
        settings.subscription_winback_amount_off === undefined
          ? winback.amountOff
          : settings.subscription_winback_amount_off,
      months: settings.subscription_winback_months ?? winback.months,
    })
    const renewals = await getRenewalSettings(trx, websiteUid)
    await setRenewalSettings(trx, websiteUid, {
      graceDays: settings.renewal_grace_days ?? renewals.graceDays,
    })
    const after = await getAdminSettings(trx, websiteUid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid },
      { action: 'update', resource: 'website_settings', recordUid: websiteUid, before, after },
    )
    return after
  })
}
