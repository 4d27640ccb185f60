import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import {
  BLOCK_COMPONENTS,
  BLOCK_FIELDS,
  BLOCK_LAYOUTS,
  type Block,
} from '../../contract/schemas/pages.ts'
import { loadConfig } from '../config.ts'
import { SHOWCASE_PAGE_UID } from './home-page.ts'
import { buildDemoSites } from './sites.ts'

const config = loadConfig({
  DATA_DIR: '/tmp/vitrine-unused',
  SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
})
const [main, swiss] = buildDemoSites(config, new Date('2025-06-01T00:00:00Z'))
const showcase = main?.otherPages.find((page) => page.uid === SHOWCASE_PAGE_UID)
const everyPage = [main, swiss].flatMap((site) => (site ? [site.homePage, ...site.otherPages] : []))
const layoutsOf = (blocks: Block[]) =>
  blocks.filter((block) => block.is_displayed).map((b) => `${b.component} ${b.fields.layout}`)

function problems(block: Block): string[] {
  const schema = BLOCK_FIELDS[block.component]
  return Value.Errors(schema, block.fields).map(
    (error) => `${block.component}/${block.fields.layout}: ${error.instancePath} ${error.message}`,
  )
}

describe('demo pages of blocks', () => {
  it('give every block fields the storefront can render (its component schema)', () => {
    const blocks = everyPage.flatMap((page) => page.content)
    expect(blocks.length).toBeGreaterThan(50)
    expect(blocks.flatMap(problems)).toEqual([])
  })

  it('would catch a block whose fields do not match its component', () => {
    const block = main?.homePage.content.find((b) => b.component === 'Items') as Block
    expect(problems({ ...block, fields: { ...block.fields, layout: 'collage' } })).not.toEqual([])
    expect(problems({ ...block, component: 'Faq' })).not.toEqual([])
  })

  it('give every shown block of the main site its heading in English', () => {
    const untranslated = [main?.homePage, showcase]
      .flatMap((page) => page?.content ?? [])
      .filter((block) => block.is_displayed)
      .filter((block) => {
        const { title } = block.fields as { title: string | { text_en?: string } }
        const english = typeof title === 'string' ? block.fields.title_en : title.text_en
        return typeof english !== 'string' || english === ''
      })
    expect(untranslated.map((block) => block.uid)).toEqual([])
  })

  it('curate the home page: each layout once, the donation banner once, one hidden block', () => {
    const content = main?.homePage.content ?? []
    const shown = layoutsOf(content)
    expect(shown.length).toBeGreaterThanOrEqual(10)
    expect(shown.length).toBeLessThanOrEqual(14)
    expect(new Set(shown).size).toBe(shown.length)
    expect(shown[0]).toBe('Banner1 sidebar-left')
    const donations = content.filter(
      (block) => block.is_displayed && JSON.stringify(block.fields).includes('"action":"donate"'),
    )
    expect(donations).toHaveLength(1)
    expect(content.filter((block) => !block.is_displayed)).toHaveLength(1)
    expect(new Set(content.map((block) => block.uid)).size).toBe(content.length)
  })

  it('keep every block type in every layout on the showcase page, none hidden', () => {
    const content = showcase?.content ?? []
    const every = BLOCK_COMPONENTS.flatMap((component) =>
      BLOCK_LAYOUTS[component].map((layout) => `${component} ${layout}`),
    )
    expect(layoutsOf(content).sort()).toEqual(every.sort())
    expect(content.every((block) => block.is_displayed)).toBe(true)
    expect(new Set(content.map((block) => block.uid)).size).toBe(content.length)
  })

  it('point only at items and categories of their own site', () => {
    for (const site of [main, swiss]) {
      const items = new Set(site?.catalogue.items.map((item) => item.uid))
      const categories = new Set(site?.catalogue.categories.map((category) => category.uid))
      for (const block of [site?.homePage, ...(site?.otherPages ?? [])].flatMap(
        (page) => page?.content ?? [],
      )) {
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
    expect(again[0]?.otherPages).toEqual(main?.otherPages)
    expect(again[0]?.catalogue).toEqual(main?.catalogue)
  })
})

describe('demo pages’ pictures', () => {
  it('are generated for every picture a block shows', () => {
    for (const page of everyPage) {
      const generated = new Set(page.images.map((image) => image.path.split('/').at(-1)))
      const shown = JSON.stringify(page.content).match(/\/images\/website\/[^"]+/g) ?? []
      expect(shown.length).toBeGreaterThan(0)
      for (const address of shown) expect(generated).toContain(address.split('/').at(-1))
    }
  })
})
