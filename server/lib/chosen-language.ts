import type { IncomingHttpHeaders } from 'node:http'
import Negotiator from 'negotiator'
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '../../contract/values/first-screen.ts'
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
 * The language a storefront page is rendered in: the one its address names (`?lang=en`, the
 * address search engines know it by), else the visitor's choice (the cookie), else French.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): Language {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const named = new URLSearchParams(query).get(LANGUAGE_QUERY)
  return isLanguage(named) ? named : chosenLanguage(cookieHeader)
}

/**
 * The first of our languages an Accept-Language header asks for, as `negotiator` ranks them: by
 * q-value, a region tag standing for its language (`de, en-GB;q=0.8, fr;q=0.5` → en), `*` for any
 * (French first); null when it asks for none of them. Ranges it cannot read count for nothing.
 */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | null {
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } })
  const language = negotiator.language(LANGUAGES)
  return isLanguage(language) ? language : null
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
