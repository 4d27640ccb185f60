import { LANGUAGE_QUERY } from '../../../contract/values/first-screen.ts'
import type { Language } from '../../lib/chosen-language.ts'

/** What the server tells browsers, chat apps and search engines about one storefront page. */
export interface PageMeta {
  /** The language of its texts (`og:locale`); French when not said. */
  language?: Language
  /** 404 when the address names no item, category or screen of the storefront. */
  status: 200 | 404
  siteName: string
  /** The item's or category's name; the document title adds the site's name after it. */
  title: string
  description: string
  /** Absolute address of the page; absent on pages not worth indexing on their own. */
  canonical?: string
  type: 'website' | 'video.other'
  image?: { url: string; width?: number; height?: number; alt: string }
  /** The embeddable player page (never a media file). */
  video?: { url: string; width: number; height: number }
  jsonLd?: Record<string, unknown>
}

const DESCRIPTION_LENGTH = 200

/** Plain text of possibly formatted text, cut at a word near `DESCRIPTION_LENGTH` characters. */
export function summary(text: string, fallback: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!plain) return fallback
  if (plain.length <= DESCRIPTION_LENGTH) return plain
  const cut = plain.slice(0, DESCRIPTION_LENGTH)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** 3725.4 seconds → `PT1H2M5S` (ISO 8601, as schema.org wants). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`
  return `PT${parts}${rest || !parts ? `${rest}S` : ''}`
}

/**
 * A page's address in a language: French, the default, at its own address; English at
 * `?lang=en` (LANGUAGE_QUERY), which the server renders in English whatever the cookie says.
 */
export function languageAddress(address: string, language: Language): string {
  if (language === 'fr') return address
  return `${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${language}`
}

/** `/images/...` → `https://site.example/images/...`; absolute addresses are kept. */
export function absolute(publicUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address
  return `${publicUrl.replace(/\/$/, '')}${address.startsWith('/') ? '' : '/'}${address}`
}
