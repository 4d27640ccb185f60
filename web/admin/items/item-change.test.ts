import { describe, expect, it } from 'vitest'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { itemChange, type ItemFormValues } from './item-change.ts'

const PRICED: ItemFormValues = {
  id: 'film',
  uid: 'film',
  slug: 'film',
  name: 'Film',
  type: 'media',
  visibility_type: 'public',
  monetization_enabled: true,
  published_at: '2024-01-01T00:00:00.000Z',
  categories: [],
  prices_count: 1,
  content_object_uid: 'media',
  excerpt: '',
  description: '',
  name_en: '',
  excerpt_en: '',
  description_en: '',
  tags: [],
  is_content_downloadable: false,
  prices: [{ uid: 'price', amount: 500, period: 48, downloadable_choices: null }],
  medias: [],
}

const contributor = (permission: StaffPermission) =>
  permission === 'catalogue.read' || permission === 'catalogue.edit'
const editor = () => true

describe("an item form's change", () => {
  it('carries only the texts a contributor changed, whatever their disabled inputs hold', () => {
    // Disabled inputs may come back empty: the prices, the flags, the visibility.
    const shown = {
      ...PRICED,
      excerpt: 'Un film sur les arbres',
      visibility_type: 'private',
      monetization_enabled: false,
      prices: [{ uid: 'price', amount: 0, period: 0, downloadable_choices: null }],
    } as ItemFormValues
    expect(itemChange(shown, PRICED, contributor)).toEqual({ excerpt: 'Un film sur les arbres' })
  })

  it("carries an editor's changes of who may watch", () => {
    const shown = { ...PRICED, monetization_enabled: false, visibility_type: 'private' as const }
    expect(itemChange(shown, PRICED, editor)).toEqual({
      monetization_enabled: false,
      visibility_type: 'private',
    })
  })
})
