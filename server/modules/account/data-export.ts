import type { AccountCaller } from './caller.ts'
import { readUserData } from './export-repo.ts'
import { getAccount, requireAccount } from './profile.ts'

function parsedLines(lines: string): unknown {
  try {
    return JSON.parse(lines)
  } catch {
    return lines
  }
}

/**
 * Everything the website holds about the viewer, as one JSON document (GDPR access and
 * portability): profile, orders, purchases, subscriptions, donations, playback progress, list.
 */
export async function exportUserData(caller: Omit<AccountCaller, 'passwords'>, now = new Date()) {
  const [account, row] = await Promise.all([getAccount(caller, now), requireAccount(caller)])
  const data = await readUserData(caller.db, caller.website.uid, caller.viewer.uid)
  return {
    exported_at: now.toISOString(),
    website: { name: caller.website.settings.name, url: caller.website.publicUrl },
    profile: {
      uid: account.uid,
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email,
      created_at: account.created_at,
      custom_fields: JSON.parse(row.custom_fields) as Record<string, string>,
      marketing_consent: account.marketing_consent,
      marketing_consent_at: row.marketing_consent_at,
    },
    orders: data.orders.map((order) => ({ ...order, lines: parsedLines(order.lines) })),
    purchases: data.purchases,
    subscriptions: data.subscriptions,
    donations: data.donations,
    playback_progress: data.progress.map((entry) => ({
      ...entry,
      finished: Boolean(entry.finished),
    })),
    my_list: data.list,
  }
}
