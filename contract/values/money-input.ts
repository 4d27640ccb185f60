/**
 * Amounts of money as people type them, in French or in English: the one place where typed text
 * becomes minor units, for the storefront's forms and the back office's alike.
 */
import { MINOR_UNITS } from './money.ts'

/** Why a typed amount was refused; each form says it in the reader's language. */
export type MoneyInputError = 'empty' | 'format' | 'ambiguous' | 'decimals' | 'negative'

export type ParsedMoney = { ok: true; minorUnits: number } | { ok: false; error: MoneyInputError }

/** A space, a non-breaking one or a narrow no-break one: French number formats group with them. */
const SPACE = '[ \u00a0\u202f]'
/** Digits, alone or grouped by threes with single spaces: 1250, 1 250, 12 345 678. */
const WHOLE = new RegExp(`^(?:\\d+|\\d{1,3}(?:${SPACE}\\d{3})+)$`)
const MINUS = /^[-\u2212]/
const SEPARATORS = /[.,]/g
/** 12.345 and 1,250 read as thousands in one language and as decimals in the other. */
const THOUSANDS_OR_DECIMALS = /^[1-9]\d{0,2}$/
/** 100 minor units make one unit: two decimals. */
const DECIMALS = Math.round(Math.log10(MINOR_UNITS))

const refuse = (error: MoneyInputError): ParsedMoney => ({ ok: false, error })

/**
 * '12,50', '12.50', '1 250,50' → minor units. Thousands are grouped by spaces only: a text where
 * a comma or point could be either (1.250,5 · 12.345) is refused as ambiguous, not guessed.
 */
export function parseMoneyInput(text: string): ParsedMoney {
  const trimmed = text.trim()
  if (trimmed === '') return refuse('empty')
  if (MINUS.test(trimmed)) {
    const unsigned = parseMoneyInput(trimmed.slice(1))
    return unsigned.ok ? refuse('negative') : refuse('format')
  }
  const separators = trimmed.match(SEPARATORS) ?? []
  if (new Set(separators).size > 1) return refuse('ambiguous')
  const parts = trimmed.split(SEPARATORS)
  const [whole = '', decimals] = parts
  if (parts.length > 2) {
    // 1.250.000 groups thousands as some write them; 12,5,0 is no number at all.
    const grouped = parts.slice(1).every((group) => /^\d{3}$/.test(group))
    return refuse(grouped ? 'ambiguous' : 'format')
  }
  if (decimals !== undefined) {
    // '12,' is 12 being typed; a separator alone is nothing.
    if (!/^\d*$/.test(decimals) || whole + decimals === '') return refuse('format')
    if (decimals.length > DECIMALS) {
      const mayBeThousands = decimals.length === 3 && THOUSANDS_OR_DECIMALS.test(whole)
      return refuse(mayBeThousands ? 'ambiguous' : 'decimals')
    }
  }
  if (whole !== '' && !WHOLE.test(whole)) return refuse('format')
  const digits = whole.replace(new RegExp(SPACE, 'g'), '') + (decimals ?? '').padEnd(DECIMALS, '0')
  const minorUnits = Number(digits)
  return Number.isSafeInteger(minorUnits) ? { ok: true, minorUnits } : refuse('format')
}

/** Minor units as a field shows them to be edited: 499 → '4,99' in French, '4.99' in English. */
export function formatMoneyInput(minorUnits: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: DECIMALS,
    maximumFractionDigits: DECIMALS,
    useGrouping: false,
  }).format(minorUnits / MINOR_UNITS)
}
