import type { AccountSession } from '../../../contract/schemas/account.ts'
import type { TFunction } from '../../i18n/translator.ts'

/** "Firefox sur Linux", or what is known of it, or "Appareil inconnu". */
export function deviceLabel(session: AccountSession, t: TFunction): string {
  const { browser, os } = session
  if (browser && os) return t('account.devices.browserOn', { browser, os })
  return browser ?? os ?? t('account.devices.unknown')
}
