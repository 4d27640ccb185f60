import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import {
  BLOCK_COMPONENTS,
  BLOCK_FIELDS,
  BLOCK_LAYOUTS,
  type Block,
} from '../../contract/schemas/pages.ts'
import { loadConfig } from '../config.ts'
import { buildDemoSites } from './sites.ts'

const config = loadConfig({
  DATA_DIR: '/tmp/vitrine-unused',
  SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
})
const [main, swiss] = buildDemoSites(config, new Date('2025-06-01T00:00:00Z'))

function problems(block: Block): string[] {
  const schema = BLOCK_FIELDS[block.component]
  return Value.Errors(schema, block.fields).map(
    (error) => `${block.component}/${block.fields.layout}: ${error.instancePath} ${error.message}`,
  )
}

describe('demo home pages', () => {
  it('give every block fields the storefront can render (its component schema)', () => {
    const blocks = [...(main?.homePage.content ?? []), ...(swiss?.homePage.content ?? [])]
    expect(blocks.length).toBeGreaterThan(30)
    expect(blocks.flatMap(problems)).toEqual([])
  })

  it('would catch a block whose fields do not match its component', () => {
    const block = main?.homePage.content.find((b) => b.component === 'Items') as Block
    expect(problems({ ...block, fields: { ...block.fields, layout: 'collage' } })).not.toEqual([])
    expect(problems({ ...block, component: 'Faq' })).not.toEqual([])
  })

  it('give every shown block of the main site its heading in English', () => {
    const untranslated = (main?.homePage.content ?? [])
      .filter((block) => block.is_displayed)
      .filter((block) => {
        const { title } = block.fields as { title: string | { text_en?: string } }
        const english = typeof title === 'string' ? block.fields.title_en : title.text_en
        return typeof english !== 'string' || english === ''
      })
    expect(untranslated.map((block) => block.uid)).toEqual([])
  })

  it('show every block type in every layout, and one hidden block', () => {
    const content = main?.homePage.content ?? []
    for (const component of BLOCK_COMPONENTS) {
      const layouts = content
        .filter((block) => block.component === component && block.is_displayed)
        .map((block) => block.fields.layout)
      expect(new Set(layouts), component).toEqual(new Set(BLOCK_LAYOUTS[component]))
    }
    expect(content.filter((block) => !block.is_displayed)).toHaveLength(1)
    expect(new Set(content.map((block) => block.uid)).size).toBe(content.length)
  })

  it('point only at items and categories of their own site', () => {
    for (const site of [main, swiss]) {
      const items = new Set(site?.catalogue.items.map((item) => item.uid))
      const categories = new Set(site?.catalogue.categories.map((category) => category.uid))
      for (const block of site?.homePage.content ?? []) {
        const fields = block.fields as { contents?: { content_object: { uid: string } }[] }
        for (const entry of fields.contents ?? []) expect(items).toContain(entry.content_object.uid)
        for (const uid of (block.fields.categories as string[] | undefined) ?? []) {
          expect(categories).toContain(uid)
        }
      }
    }
  })

  it('are the same from one seeding to the next', () => {
    const again = buildDemoSites(config, new Date('2025-06-01T00:00:00Z'))
    expect(again[0]?.homePage).toEqual(main?.homePage)
    expect(again[0]?.catalogue).toEqual(main?.catalogue)
  })
})

describe('demo home page pictures', () => {
  it('are generated for every picture a block shows', () => {
    for (const site of [main, swiss]) {
      const generated = new Set(site?.homePage.images.map((image) => image.path.split('/').at(-1)))
      const shown = JSON.stringify(site?.homePage.content).match(/\/images\/website\/[^"]+/g) ?? []
      expect(shown.length).toBeGreaterThan(0)
      for (const address of shown) expect(generated).toContain(address.split('/').at(-1))
    }
  })
})
