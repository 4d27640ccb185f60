import { Value } from 'typebox/value'
import { BLOCK_COMPONENTS, BLOCK_FIELDS, type Block } from '../../../../contract/schemas/pages.ts'
import { invalidField } from '../../../errors.ts'
import { isRecord } from '../../../../contract/values/is-record.ts'
import { sanitizeBlockFields } from '../sanitize.ts'
import { schemaError } from '../../../http/field-errors.ts'
import {
  isColour,
  isFontFamily,
  isIconName,
  isLinkAddress,
  isPictureAddress,
  isPosition,
} from '../../../http/safe-values.ts'

/** More blocks than any page needs: a page is one JSON document read on every visit. */
export const MAX_BLOCKS = 200
export const MAX_BLOCK_TITLE = 200

type Rule = { test: (value: string) => boolean; message: string }

/** Checks of the string properties every block shares, by property name. */
const RULES: Record<string, Rule> = {
  color: { test: isColour, message: 'Enter a colour such as #884aff or rgba(0, 0, 0, 0.5).' },
  colorText: { test: isColour, message: 'Enter a colour such as #884aff or rgba(0, 0, 0, 0.5).' },
  href: {
    test: isLinkAddress,
    message: 'Enter a storefront path such as /medias or an http(s), mailto or tel address.',
  },
  src: { test: isPictureAddress, message: 'Enter a picture address: /images/... or http(s).' },
  avatar: { test: isPictureAddress, message: 'Enter a picture address: /images/... or http(s).' },
  fontFamily: { test: isFontFamily, message: 'Enter font names separated by commas.' },
  position: { test: isPosition, message: 'Enter a position such as center, top or 50% 30%.' },
  icon: { test: isIconName, message: 'Enter the name of an icon, such as PlayCircle.' },
}

/**
 * Walks fields that already match their schema: every colour, address, font, position and icon
 * must be harmless, and entries of a list must not share a uid.
 */
function checkValues(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    const uids = new Set<string>()
    value.forEach((entry, index) => {
      const entryPath = `${path}[${index}]`
      if (isRecord(entry) && typeof entry.uid === 'string') {
        if (uids.has(entry.uid))
          throw invalidField(`${entryPath}.uid`, 'Another entry has this uid.')
        uids.add(entry.uid)
      }
      checkValues(entry, entryPath)
    })
    return
  }
  if (!isRecord(value)) return
  for (const [key, property] of Object.entries(value)) {
    const rule = RULES[key]
    if (typeof property === 'string' && rule && !rule.test(property)) {
      throw invalidField(`${path}.${key}`, rule.message)
    }
    checkValues(property, `${path}.${key}`)
  }
}

/**
 * Checks the blocks of a page sent by the editor, in order, and answers them as they will be
 * stored. The first problem is a 400 naming its field, e.g. `page.content[2].fields.title.text`.
 */
export function checkBlocks(content: readonly Block[], base = 'page.content'): Block[] {
  if (content.length > MAX_BLOCKS) {
    throw invalidField(base, `Ensure this list has no more than ${MAX_BLOCKS} entries.`)
  }
  const blocks: Block[] = []
  const uids = new Set<string>()
  content.forEach((block, index) => {
    const path = `${base}[${index}]`
    if (!BLOCK_COMPONENTS.includes(block.component)) {
      throw invalidField(`${path}.component`, 'This is not a valid choice.')
    }
    if (uids.has(block.uid)) throw invalidField(`${path}.uid`, 'Another block has this uid.')
    uids.add(block.uid)
    if (block.title.length > MAX_BLOCK_TITLE) {
      throw invalidField(
        `${path}.title`,
        `Ensure this field has no more than ${MAX_BLOCK_TITLE} characters.`,
      )
    }
    const schema = BLOCK_FIELDS[block.component]
    if (!Value.Check(schema, block.fields)) {
      throw schemaError(`${path}.fields`, Value.Errors(schema, block.fields))
    }
    checkValues(block.fields, `${path}.fields`)
    blocks.push({
      uid: block.uid,
      component: block.component,
      title: block.title,
      is_displayed: block.is_displayed,
      fields: sanitizeBlockFields(block.component, block.fields),
    })
  })
  return blocks
}
