import { describe, expect, it } from 'vitest'
import { firstFreeSlug, slugify } from '../../../lib/slug.ts'
import { isWithin, placeAt } from './tree.ts'

describe('the category tree’s rules', () => {
  const links = [
    { uid: 'music', parent_uid: null },
    { uid: 'jazz', parent_uid: 'music' },
    { uid: 'bebop', parent_uid: 'jazz' },
    { uid: 'films', parent_uid: null },
  ]

  it('finds a category under another at any depth, and itself, so no move makes a cycle', () => {
    expect(isWithin(links, 'bebop', 'music')).toBe(true)
    expect(isWithin(links, 'music', 'music')).toBe(true)
    expect(isWithin(links, 'films', 'music')).toBe(false)
    expect(isWithin(links, 'music', 'bebop')).toBe(false)
  })

  it('ends rather than loops on data that already holds a cycle', () => {
    const looped = [
      { uid: 'a', parent_uid: 'b' },
      { uid: 'b', parent_uid: 'a' },
    ]
    expect(isWithin(looped, 'a', 'c')).toBe(false)
  })

  it('puts a category at an index among its siblings, past the end meaning last', () => {
    expect(placeAt(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b'])
    expect(placeAt(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c'])
    expect(placeAt(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x'])
  })

  it('makes slugs from names, then the first one free', () => {
    expect(slugify("Jazz & Blues d'été", 'category', 60)).toBe('jazz-blues-d-ete')
    expect(slugify('!!!', 'category', 60)).toBe('category')
    expect(slugify('x'.repeat(100), 'category', 60)).toHaveLength(60)
    expect(firstFreeSlug('jazz', new Set(['jazz', 'jazz-2']))).toBe('jazz-3')
    expect(firstFreeSlug('jazz', new Set())).toBe('jazz')
  })
})
