import type { IncomingHttpHeaders } from 'node:http'
import { LANGUAGE_COOKIE } from '../../contract/values/first-screen.ts'
import { cookieValue } from '../../contract/values/cookie-value.ts'

export type Language = 'fr' | 'en'

const LANGUAGES: readonly string[] = ['fr', 'en'] satisfies Language[]

function isLanguage(value: string | null | undefined): value is Language {
  return value !== null && value !== undefined && LANGUAGES.includes(value)
}

/** The language the visitor chose on the storefront (its `language` cookie); French otherwise. */
export function chosenLanguage(cookieHeader: string | undefined): Language {
  return cookieValue(cookieHeader, LANGUAGE_COOKIE) === 'en' ? 'en' : 'fr'
}

/**
 * The first of our languages an Accept-Language header asks for, by its q-values
 * (`de, en-GB;q=0.8, fr;q=0.5` → en), or null when it asks for none of them.
 */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | null {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((range, index) => {
      const [tag = '', ...parameters] = range.trim().toLowerCase().split(';')
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean)
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((range) => range.language).find(isLanguage) ?? null
}

/**
 * The language to answer a request in: the visitor's choice on the storefront (the `language`
 * cookie), else the first of ours the browser accepts, else French.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return chosen
  return acceptedLanguage(headers['accept-language']) ?? 'fr'
}
