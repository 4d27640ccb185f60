import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { loginForced, type Website } from '../websites/service.ts'
import type { Language } from '../../lib/chosen-language.ts'
import { absolute, languageAddress } from './page-meta.ts'
import { countSitemapItems, findSitemapCategories, findSitemapItems } from './repo.ts'

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_LIMIT = 50_000

/** Each page has an address per language, French the default (page-meta.ts `languageAddress`). */
const LANGUAGES: readonly Language[] = ['fr', 'en']
/** Pages per file: each is listed once per language. */
const PAGES_PER_FILE = SITEMAP_LIMIT / LANGUAGES.length

interface Entry {
  loc: string
  lastmod?: string | null
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"'

function element(tag: 'url' | 'sitemap', entry: Entry, alternates = ''): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</${tag}>`
}

/** `<xhtml:link rel="alternate">` to the page in each language, and French as the default. */
function alternatesOf(loc: string): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`
  return [
    ...LANGUAGES.map((language) => link(language, languageAddress(loc, language))),
    link('x-default', loc),
  ].join('')
}

/** A page once per language, each naming all of them (as search engines ask for `hreflang`). */
const pageElements = (entry: Entry) =>
  LANGUAGES.map((language) =>
    element(
      'url',
      { ...entry, loc: languageAddress(entry.loc, language) },
      alternatesOf(entry.loc),
    ),
  )

const urlset = (entries: Entry[]) =>
  `${HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries.flatMap(pageElements).join('\n')}\n</urlset>\n`

const sitemapIndex = (entries: Entry[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${entries.map((entry) => element('sitemap', entry)).join('\n')}\n</sitemapindex>\n`

const itemLoc = (website: Website, slug: string) =>
  absolute(website.publicUrl, `/${encodeURIComponent(slug)}`)

async function pageEntries(db: Kysely<Database>, website: Website, now: string): Promise<Entry[]> {
  const categories = await findSitemapCategories(db, website.uid, now)
  return [
    { loc: absolute(website.publicUrl, '/') },
    ...categories.map((category) => ({
      loc: absolute(website.publicUrl, `/category/${encodeURIComponent(category.slug)}`),
      lastmod: category.last_published_at,
    })),
  ]
}

async function itemEntries(db: Kysely<Database>, website: Website, page: number, now: string) {
  const items = await findSitemapItems(db, website.uid, {
    limit: PAGES_PER_FILE,
    offset: page * PAGES_PER_FILE,
    now,
  })
  return items.map((item) => ({ loc: itemLoc(website, item.slug), lastmod: item.published_at }))
}

/**
 * `/sitemap.xml` of the website: its home, categories and every item a visitor can open (not the
 * members-only ones), with absolute addresses from its public URL, in French and English (each
 * naming the other, `hreflang`); only the home on a website that forces login. Past the
 * protocol's 50 000 addresses it becomes an index of
 * `/sitemaps/pages.xml` and `/sitemaps/items-{n}.xml`.
 */
export async function sitemapOf(db: Kysely<Database>, website: Website): Promise<string> {
  // A members' site (app/forced-login.ts) has only its home, the login screen, to show.
  if (loginForced(website)) return urlset([{ loc: absolute(website.publicUrl, '/') }])
  // One instant for the whole sitemap: scheduled items show from their date (publication.ts).
  const now = new Date().toISOString()
  const [pages, itemCount] = await Promise.all([
    pageEntries(db, website, now),
    countSitemapItems(db, website.uid, now),
  ])
  if (pages.length + itemCount <= PAGES_PER_FILE) {
    return urlset([...pages, ...(await itemEntries(db, website, 0, now))])
  }
  const itemFiles = Math.ceil(itemCount / PAGES_PER_FILE)
  return sitemapIndex([
    { loc: absolute(website.publicUrl, '/sitemaps/pages.xml') },
    ...Array.from({ length: itemFiles }, (_, index) => ({
      loc: absolute(website.publicUrl, `/sitemaps/items-${index + 1}.xml`),
    })),
  ])
}

/** One part of a large website's sitemap, or null when there is no such part. */
export async function sitemapPartOf(
  db: Kysely<Database>,
  website: Website,
  name: string,
): Promise<string | null> {
  if (loginForced(website)) return null
  const now = new Date().toISOString()
  if (name === 'pages.xml') return urlset(await pageEntries(db, website, now))
  const page = Number(/^items-([1-9]\d{0,5})\.xml$/.exec(name)?.[1] ?? 0)
  if (!page) return null
  const entries = await itemEntries(db, website, page - 1, now)
  return entries.length > 0 ? urlset(entries) : null
}

/** `/robots.txt`: everything may be crawled but the API and the checkout; the sitemap's address. */
export function robotsOf(website: Website): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${absolute(website.publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
