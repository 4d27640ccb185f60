import { createHash, randomBytes } from 'node:crypto'
import { GIFT_CARD_CODE_PREFIX } from '../../../../contract/values/gift-cards.ts'

/** Letters and figures no one mistakes for another (no I, O, 0, 1): 32 of them, 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** 16 characters: 80 random bits. */
const LENGTH = 16

/** A new card code, CARD-XXXX-XXXX-XXXX-XXXX: 80 bits from the system's random source. */
export function newGiftCardCode(): string {
  // 256 is a multiple of 32: every character is equally likely.
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length])
  const groups = [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join(''))
  return `${GIFT_CARD_CODE_PREFIX}${groups.join('-')}`
}

/** The code as stored: upper case, without its prefix, spaces and dashes. */
export function canonicalCardCode(code: string): string {
  const bare = code.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return bare.startsWith('CARD') ? bare.slice(4) : bare
}

/**
 * What the database keeps of a code: its SHA-256 with the website's uid. The code carries 80
 * random bits and guessing is rate limited, so a plain hash gives no code away.
 */
export function giftCardCodeHash(websiteUid: string, code: string): string {
  return createHash('sha256')
    .update(`card:${websiteUid}:${canonicalCardCode(code)}`)
    .digest('hex')
}
