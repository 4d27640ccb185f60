import { describe, expect, it } from 'vitest'
import { AUDIT_RESOURCES } from '../../../contract/values/admin-audit-log.ts'
import { STAFF_ROLES } from '../../../contract/values/staff-roles.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'

/** Every dotted key of a text tree, sorted. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
    )
    .sort()
}

describe('the back office texts', () => {
  it('has every French text in English too, and nothing English only', () => {
    expect(keysOf(en)).toEqual(keysOf(fr))
  })

  it('names every audit-log resource and staff role in both languages', () => {
    for (const texts of [fr, en]) {
      const vitrine = texts.vitrine as { resource: object; role: object }
      expect(Object.keys(vitrine.resource).sort()).toEqual([...AUDIT_RESOURCES].sort())
      expect(Object.keys(vitrine.role).sort()).toEqual([...STAFF_ROLES].sort())
    }
  })

  it('says an empty list is empty without a placeholder left unfilled', () => {
    for (const texts of [fr, en]) {
      const navigation = (texts.ra as { navigation: { no_results: string } }).navigation
      expect(navigation.no_results).not.toMatch(/%\{/)
    }
  })
})
