import { createHash, randomBytes } from 'node:crypto'
import { GIFT_CODE_PREFIX } from '../../../../contract/values/gifts.ts'

/** Letters and figures no one mistakes for another (no I, O, 0, 1): 32 of them, 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** 20 characters: 100 random bits. */
const LENGTH = 20

/** A new gift code, GIFT-XXXX-XXXX-XXXX-XXXX-XXXX: 100 bits from the system's random source. */
export function newGiftCode(): string {
  const bytes = randomBytes(LENGTH)
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length])
  const groups = [0, 4, 8, 12, 16].map((start) => chars.slice(start, start + 4).join(''))
  return `${GIFT_CODE_PREFIX}${groups.join('-')}`
}

/** The code as stored: upper case, without its prefix, spaces and dashes. */
function canonical(code: string): string {
  const bare = code.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return bare.startsWith('GIFT') ? bare.slice(4) : bare
}

/**
 * What the database keeps of a code: its SHA-256 with the website's uid. The code carries 100
 * random bits, so a plain hash is enough: a leaked table gives no code away.
 */
export function giftCodeHash(websiteUid: string, code: string): string {
  return createHash('sha256')
    .update(`${websiteUid}:${canonical(code)}`)
    .digest('hex')
}
