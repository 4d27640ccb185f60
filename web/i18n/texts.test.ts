import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }

/** Every text file under web/i18n: the app's own (fr.json, en.json) and each feature's folder. */
const files = import.meta.glob<Tree>('./**/*.json', { eager: true, import: 'default' })

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  )
}

function pairs(): [string, Tree, Tree][] {
  return Object.keys(files)
    .filter((file) => file.endsWith('fr.json'))
    .map((fr) => {
      const en = fr.replace(/fr\.json$/, 'en.json')
      return [fr, files[fr] as Tree, files[en] ?? {}]
    })
}

describe('texts', () => {
  it.each(pairs())('%s has the same keys in French and English', (_file, fr, en) => {
    expect(keys(en).sort()).toEqual(keys(fr).sort())
  })

  it('no text is empty', () => {
    for (const [file, tree] of Object.entries(files)) {
      const empty = keys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', tree)
        return typeof value === 'string' && value.trim() === ''
      })
      expect(empty, file).toEqual([])
    }
  })
})
