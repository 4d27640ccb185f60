import type { Language } from '../../../lib/chosen-language.ts'
import type { MarketingMessage } from '../marketing-mail.ts'
import type { BroadcastRow } from './repo.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/**
 * The text part of a broadcast's rich text: a paragraph, heading or list entry per line block,
 * a link's address after its words, no tags.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, words: string) =>
      words.replace(/<[^>]*>/g, '').trim() === href ? href : `${words} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n\n- /g, '\n- ')
    .trim()
}

/**
 * What a broadcast says to a recipient reading `language`: its English version when they read
 * English and it has one, its French one otherwise (the whole mail then speaks French).
 */
export function broadcastMessage(broadcast: BroadcastRow, language: Language): MarketingMessage {
  const english = language === 'en' && broadcast.subject_en.trim() !== ''
  const html = english ? broadcast.body_en : broadcast.body
  return {
    subject: english ? broadcast.subject_en : broadcast.subject,
    text: plainTextOf(html),
    html,
    language: english ? 'en' : 'fr',
    broadcastUid: broadcast.uid,
  }
}
