const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' }

/** Lower-case and accent-free, so "Élève" and "eleve" compare equal. */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
}

/** The words of a search box, normalised; punctuation and operators are dropped. */
export function searchTerms(query: string): string[] {
  return (normalizeForSearch(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12)
}
