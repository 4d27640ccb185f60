import type { Item } from '../../../contract/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/website.ts'

export type ShareTarget = 'twitter' | 'facebook' | 'linkedin' | 'whatsapp'

export interface SharePlan {
  targets: ShareTarget[]
  /** Whether the embed code is offered. */
  embed: boolean
}

const NOTHING: SharePlan = { targets: [], embed: false }

/**
 * Spec §6, §9: sharing only when the site allows it and the item is not monetized; WhatsApp
 * only on a phone, the embed code only elsewhere.
 */
export function sharePlan(
  website: Pick<WebsiteSettings, 'options_share_btn'>,
  item: Pick<Item, 'monetization_enabled'>,
  mobile: boolean,
): SharePlan {
  if (!website.options_share_btn || item.monetization_enabled) return NOTHING
  const targets: ShareTarget[] = ['twitter', 'facebook', 'linkedin']
  if (mobile) targets.push('whatsapp')
  return { targets, embed: !mobile }
}

/** The address that shares `url` on `target`. */
export function shareUrl(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url)
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
  }
}

/** The HTML a visitor pastes into their own page: the player at 16:9, any width. */
export function embedCode(src: string, title: string): string {
  const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="640" height="360" ` +
    `style="border:0;width:100%;height:auto;aspect-ratio:16/9" ` +
    `allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`
  )
}
