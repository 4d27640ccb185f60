import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'

export type ShareTarget = 'twitter' | 'facebook' | 'linkedin' | 'whatsapp'

export interface SharePlan {
  targets: ShareTarget[]
  /** Whether the embed code is offered. */
  embed: boolean
}

const NOTHING: SharePlan = { targets: [], embed: false }

/** Offered on phones and small tablets only (spec §6): the others are not where it runs. */
export const PHONE_ONLY_TARGET: ShareTarget = 'whatsapp'

/**
 * Spec §6, §9: sharing only when the site allows it and the item is not monetized. WhatsApp is
 * for phones only and the embed code for larger screens only: the page shows each by the width
 * of the screen (share-panel.tsx), so that the server's markup fits every screen.
 */
export function sharePlan(
  website: Pick<WebsiteSettings, 'options_share_btn'>,
  item: Pick<Item, 'monetization_enabled'>,
): SharePlan {
  if (!website.options_share_btn || item.monetization_enabled) return NOTHING
  return { targets: ['twitter', 'facebook', 'linkedin', PHONE_ONLY_TARGET], embed: true }
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
