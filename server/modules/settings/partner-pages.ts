import type { AdminPartnerPage } from '../../../contract/schemas/admin-settings.ts'
import { PARTNER_SLUG_PATTERN } from '../../../contract/values/admin-settings.ts'
import { invalidField } from '../../errors.ts'
import { isWebPage } from '../websites/appearance.ts'
import { isPictureAddress } from '../../http/safe-values.ts'

const SLUG = new RegExp(PARTNER_SLUG_PATTERN)

/** A text the page shows, trimmed; a 400 naming `field` when nothing is left. */
function filled(field: string, typed: string): string {
  const text = typed.trim()
  if (text === '') throw invalidField(field, 'This field may not be blank.')
  return text
}

/** The contact lines given, trimmed; an emptied one is left out, so the page does not show it. */
function contactOf(contact: AdminPartnerPage['contact']): AdminPartnerPage['contact'] {
  const lines = Object.entries(contact).map(([line, typed]) => [line, (typed ?? '').trim()])
  return Object.fromEntries(lines.filter(([, text]) => text !== ''))
}

/** One page as stored: texts trimmed, pictures at picture addresses, links to web pages only. */
function checkPartnerPage(page: AdminPartnerPage, path: string): AdminPartnerPage {
  const slug = page.slug.trim()
  if (!SLUG.test(slug)) {
    throw invalidField(
      `${path}.slug`,
      'Use lowercase letters, digits and hyphens only, e.g. atelier-duval.',
    )
  }
  const images = page.images.map((image, index) => {
    const field = `${path}.images[${index}]`
    const src = filled(`${field}.src`, image.src)
    if (!isPictureAddress(src)) {
      throw invalidField(`${field}.src`, 'Enter a picture address: /images/... or http(s).')
    }
    return { src, alt: filled(`${field}.alt`, image.alt) }
  })
  const links = page.links.map((link, index) => {
    const field = `${path}.links[${index}]`
    const url = link.url.trim()
    if (!isWebPage(url))
      throw invalidField(`${field}.url`, 'Enter an address starting with https://.')
    return { label: filled(`${field}.label`, link.label), url }
  })
  const promoCode = page.promo_code?.trim()
  const titleEn = page.title_en?.trim()
  const descriptionEn = page.description_en?.trim()
  return {
    slug,
    name: filled(`${path}.name`, page.name),
    kind: page.kind,
    title: filled(`${path}.title`, page.title),
    description: page.description.trim(),
    ...(titleEn ? { title_en: titleEn } : {}),
    ...(descriptionEn ? { description_en: descriptionEn } : {}),
    images,
    links,
    contact: contactOf(page.contact),
    ...(promoCode ? { promo_code: promoCode } : {}),
  }
}

/**
 * The partner pages as stored, in the owner's order. The first problem is a 400 naming its
 * field, e.g. `partners[1].slug` for an address another page already has, or
 * `partners[0].links[2].url` for a link that is no web page.
 */
export function checkPartnerPages(pages: readonly AdminPartnerPage[]): AdminPartnerPage[] {
  const slugs = new Set<string>()
  return pages.map((page, index) => {
    const path = `partners[${index}]`
    const checked = checkPartnerPage(page, path)
    if (slugs.has(checked.slug)) {
      throw invalidField(`${path}.slug`, 'Another partner page has this address.')
    }
    slugs.add(checked.slug)
    return checked
  })
}
