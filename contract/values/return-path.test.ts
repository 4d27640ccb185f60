import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path.ts'

describe('a return path', () => {
  it('is a path of this site, never another site', () => {
    for (const path of ['/', '/un-film', '/search?q=mer', '/categories/films#top']) {
      expect(safeReturnPath(path), path).toBe(path)
    }
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      '/a b',
      '/x"onmouseover=alert(1)',
      "/x'y",
      '/<script>',
      `/${'a'.repeat(600)}`,
      null,
    ]) {
      expect(safeReturnPath(path), String(path)).toBeNull()
    }
  })
})
