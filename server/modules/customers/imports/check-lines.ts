import type {
  CustomerImportLine,
  CustomerImportPreview,
} from '../../../../contract/schemas/admin-customer-imports.ts'
import { NAME_MAX_LENGTH } from '../../../../contract/values/limits.ts'
import { translateMessage } from '../../../i18n/translate-message.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import type { ImportColumn, RawLine, ReadFile } from './csv-lines.ts'
import type { KnownAccount } from './repo.ts'

/** What the job writes of a line that passed the checks (kept as JSON in the import's row). */
export interface ReadyLine {
  line: number
  email: string
  first_name: string
  last_name: string
  plan_uid: string | null
  /** When the plan's access ends (the day after the end date the file gives, at midnight UTC). */
  plan_expire_at: string | null
  item_uids: string[]
  marketing_consent: boolean | null
}

/** What the checks know of the website: its items, plans and accounts. */
export interface ImportTargets {
  items: { uid: string; slug: string }[]
  plans: { uid: string; name: string }[]
  accounts: KnownAccount[]
}

/** The same address as `inputs` in the contract's schemas check it (ajv's `email` format). */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'o', 'x', 'vrai'])
const NO = new Set(['no', 'n', 'false', '0', 'non', 'faux'])

export const LINE_MESSAGES = {
  blank: 'This field may not be blank.',
  tooLong: `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`,
  email: 'This is not a valid e-mail address.',
  twice: 'This address is already on line {line}.',
  staff: 'This address belongs to a staff member of this website.',
  item: 'No item of this website is called "{name}".',
  plan: 'No plan of this website is called "{name}".',
  date: 'Not a date: write it as 2027-06-30 or 30/06/2027.',
  past: 'This date is already past.',
  endWithoutPlan: 'An end date needs a plan.',
  consent: 'Write yes or no (oui or non).',
} as const

/** The day a cell names, as `YYYY-MM-DD`: ISO or French order (30/06/2027). */
function dayOf(cell: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell)
  const french = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(cell)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : french
      ? [french[3], french[2], french[1]]
      : []
  if (!year || !month || !day) return null
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return date.toISOString().slice(0, 10)
}

/** The items a cell names, separated by `|` (or `,` or `;` when the file's separator is not). */
const itemNames = (cell: string) =>
  cell
    .split(/[|,;\n]/)
    .map((name) => name.trim())
    .filter(Boolean)

interface Checked {
  preview: CustomerImportLine
  ready: ReadyLine | null
}

function checkLine(
  raw: RawLine,
  targets: {
    itemOf: Map<string, string>
    planOf: Map<string, string>
    accountOf: Map<string, KnownAccount>
    seen: Map<string, number>
  },
  now: Date,
  language: Language,
): Checked {
  const values = raw.values
  const errors: { field: ImportColumn; message: string }[] = []
  const fail = (field: ImportColumn, message: string) =>
    errors.push({ field, message: translateMessage(message, language) })
  const email = values.email.toLowerCase()
  if (!email) fail('email', LINE_MESSAGES.blank)
  else if (email.length > 254 || !EMAIL.test(email)) fail('email', LINE_MESSAGES.email)
  const first = targets.seen.get(email)
  if (email && first !== undefined) {
    fail('email', LINE_MESSAGES.twice.replace('{line}', String(first)))
  } else if (email) targets.seen.set(email, raw.line)
  const account = targets.accountOf.get(email)
  if (account?.staff_role) fail('email', LINE_MESSAGES.staff)
  for (const field of ['first_name', 'last_name'] as const) {
    // An existing customer keeps their name: theirs may stay blank in the file.
    if (!values[field] && !account) fail(field, LINE_MESSAGES.blank)
    else if (values[field].length > NAME_MAX_LENGTH) fail(field, LINE_MESSAGES.tooLong)
  }
  const itemUids: string[] = []
  for (const name of itemNames(values.items)) {
    const uid = targets.itemOf.get(name) ?? targets.itemOf.get(name.toLowerCase())
    if (uid) itemUids.push(uid)
    else fail('items', LINE_MESSAGES.item.replace('{name}', name))
  }
  let planUid: string | null = null
  if (values.plan) {
    planUid =
      targets.planOf.get(values.plan) ?? targets.planOf.get(values.plan.toLowerCase()) ?? null
    if (!planUid) fail('plan', LINE_MESSAGES.plan.replace('{name}', values.plan))
  }
  let planEnd: string | null = null
  if (values.plan_end) {
    planEnd = dayOf(values.plan_end)
    if (!planEnd) fail('plan_end', LINE_MESSAGES.date)
    else if (planEnd < now.toISOString().slice(0, 10)) fail('plan_end', LINE_MESSAGES.past)
    else if (!values.plan) fail('plan_end', LINE_MESSAGES.endWithoutPlan)
  }
  let consent: boolean | null = null
  const said = values.marketing_consent.toLowerCase()
  if (YES.has(said)) consent = true
  else if (NO.has(said)) consent = false
  else if (said) fail('marketing_consent', LINE_MESSAGES.consent)

  const action = errors.length > 0 ? 'skip' : account ? 'update' : 'create'
  const preview: CustomerImportLine = {
    line: raw.line,
    email,
    first_name: values.first_name,
    last_name: values.last_name,
    plan: values.plan,
    plan_end: planEnd,
    items: itemNames(values.items),
    marketing_consent: consent,
    action,
    errors,
  }
  const expireAt = planEnd
    ? new Date(Date.parse(`${planEnd}T00:00:00Z`) + 86_400_000).toISOString()
    : null
  const ready: ReadyLine | null =
    action === 'skip'
      ? null
      : {
          line: raw.line,
          email,
          first_name: values.first_name,
          last_name: values.last_name,
          plan_uid: planUid,
          plan_expire_at: planUid ? expireAt : null,
          item_uids: [...new Set(itemUids)],
          marketing_consent: consent,
        }
  return { preview, ready }
}

/**
 * Every line of the file checked against the website: what the import would do with it, the
 * errors that would skip it (in the staff's language), and the lines ready to write.
 */
export function checkLines(
  file: ReadFile,
  targets: ImportTargets,
  now: Date,
  language: Language,
): { preview: CustomerImportPreview; ready: ReadyLine[] } {
  const itemOf = new Map<string, string>()
  for (const item of targets.items) {
    itemOf.set(item.uid, item.uid)
    itemOf.set(item.slug.toLowerCase(), item.uid)
  }
  const planOf = new Map<string, string>()
  for (const plan of targets.plans) {
    planOf.set(plan.uid, plan.uid)
    planOf.set(plan.name.trim().toLowerCase(), plan.uid)
  }
  const accountOf = new Map(targets.accounts.map((account) => [account.email, account]))
  const lookup = { itemOf, planOf, accountOf, seen: new Map<string, number>() }
  const checked = file.lines.map((raw) => checkLine(raw, lookup, now, language))
  const lines = checked.map((line) => line.preview)
  const count = (action: CustomerImportLine['action']) =>
    lines.filter((line) => line.action === action).length
  return {
    preview: {
      total: lines.length,
      to_create: count('create'),
      to_update: count('update'),
      to_skip: count('skip'),
      columns: Object.fromEntries(
        Object.entries(file.columns).map(([column, header]) => [header, column]),
      ),
      lines,
    },
    ready: checked.flatMap((line) => (line.ready ? [line.ready] : [])),
  }
}
