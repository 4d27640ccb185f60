import { escapeHtml, scriptJson } from '../../lib/html.ts'
import { languageAddress, type PageMeta } from './page-meta.ts'
import type { Language } from '../../lib/chosen-language.ts'

const property = (name: string, value: string | number) =>
  `<meta property="${name}" content="${escapeHtml(String(value))}" />`
const named = (name: string, value: string | number) =>
  `<meta name="${name}" content="${escapeHtml(String(value))}" />`

function twitterTags(meta: PageMeta): string[] {
  const secure = meta.video?.url.startsWith('https://')
  // Twitter plays only https players; elsewhere the large picture card is the best it shows.
  if (meta.video && secure) {
    return [
      named('twitter:card', 'player'),
      named('twitter:player', meta.video.url),
      named('twitter:player:width', meta.video.width),
      named('twitter:player:height', meta.video.height),
    ]
  }
  return [named('twitter:card', meta.image ? 'summary_large_image' : 'summary')]
}

function openGraphTags(meta: PageMeta): string[] {
  const tags = [
    property('og:site_name', meta.siteName),
    property('og:locale', meta.language === 'en' ? 'en_US' : 'fr_FR'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
  ]
  if (meta.canonical)
    tags.push(property('og:url', languageAddress(meta.canonical, languageOf(meta))))
  if (meta.image) {
    tags.push(property('og:image', meta.image.url))
    if (meta.image.url.startsWith('https://')) {
      tags.push(property('og:image:secure_url', meta.image.url))
    }
    if (meta.image.width && meta.image.height) {
      tags.push(property('og:image:width', meta.image.width))
      tags.push(property('og:image:height', meta.image.height))
    }
    tags.push(property('og:image:alt', meta.image.alt))
  }
  if (meta.video) {
    tags.push(property('og:video', meta.video.url))
    if (meta.video.url.startsWith('https://')) {
      tags.push(property('og:video:secure_url', meta.video.url))
    }
    tags.push(property('og:video:type', 'text/html'))
    tags.push(property('og:video:width', meta.video.width))
    tags.push(property('og:video:height', meta.video.height))
  }
  return tags
}

const languageOf = (meta: PageMeta): Language => meta.language ?? 'fr'

/**
 * The page's address in each language, for search engines (`hreflang`), French the default;
 * its canonical address is the one of the language it is in.
 */
function addressTags(canonical: string, language: Language): string[] {
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`
  return [
    link('canonical', languageAddress(canonical, language)),
    link('alternate', canonical, 'fr'),
    link('alternate', languageAddress(canonical, 'en'), 'en'),
    link('alternate', canonical, 'x-default'),
  ]
}

/** The head elements of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHead(meta: PageMeta): string {
  const documentTitle =
    meta.title === meta.siteName ? meta.title : `${meta.title} | ${meta.siteName}`
  const tags = [
    `<title>${escapeHtml(documentTitle)}</title>`,
    named('description', meta.description),
  ]
  if (meta.canonical) tags.push(...addressTags(meta.canonical, languageOf(meta)))
  if (meta.status === 404) tags.push(named('robots', 'noindex'))
  tags.push(...openGraphTags(meta), named('twitter:title', meta.title))
  tags.push(named('twitter:description', meta.description), ...twitterTags(meta))
  if (meta.image) tags.push(named('twitter:image', meta.image.url))
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`)
  }
  return tags.join('\n    ')
}

const BUILT_TITLE = /<title>[\s\S]*?<\/title>\s*/i
const BUILT_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i

/**
 * The built index.html split around the place the page's head goes; the title and description
 * the build wrote are dropped.
 */
export function splitIndex(html: string): { before: string; after: string } {
  const cleaned = html.replace(BUILT_DESCRIPTION, '')
  const title = BUILT_TITLE.exec(cleaned)
  if (title) {
    return {
      before: cleaned.slice(0, title.index),
      after: cleaned.slice(title.index + title[0].length),
    }
  }
  const end = cleaned.search(/<\/head>/i)
  const at = end >= 0 ? end : 0
  return { before: cleaned.slice(0, at), after: cleaned.slice(at) }
}
