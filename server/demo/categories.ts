import { ITEM_ORDERINGS } from '../../contract/schemas/catalogue.ts'
import type { NewCategory } from '../db/insert.ts'
import type { CategorySeed, SectionSeed } from './catalogue-data.ts'
import { ICON, PORTRAIT, type DemoImage } from './images.ts'
import { demoUid } from './random.ts'

export type DemoCategory = NewCategory & { uid: string }

export interface DemoCategories {
  /** Parents before their children, so they can be written in this order. */
  categories: DemoCategory[]
  /** For each section, the uid paths (top-level first) of its deepest categories. */
  leafPaths: string[][][]
  images: DemoImage[]
}

/** The category tree of a demo site, with a vertical thumbnail and an icon for each category. */
export function buildCategories(site: string, sections: SectionSeed[]): DemoCategories {
  const result: DemoCategories = { categories: [], leafPaths: [], images: [] }
  let counter = 0
  const visit = (
    seed: CategorySeed,
    parentPath: string[],
    position: number,
    section: SectionSeed,
    leaves: string[][],
  ) => {
    const uid = demoUid(site, 'category', seed.slug)
    const folder = `demo/${site}/category`
    const hue = (section.hue + parentPath.length * 25 + position * 12) % 360
    result.categories.push({
      uid,
      parentUid: parentPath.at(-1) ?? null,
      slug: seed.slug,
      name: seed.name,
      description: seed.description,
      thumbnail: `${folder}/${seed.slug}.jpg`,
      icon: `${folder}/${seed.slug}-icon.png`,
      isOnNavbar: parentPath.length === 0 && section.navbar,
      // Varied on purpose, so the storefront's category pages exercise every ordering.
      orderBy: ITEM_ORDERINGS[counter++ % ITEM_ORDERINGS.length],
      position,
    })
    result.images.push(
      { path: `${folder}/${seed.slug}.jpg`, ...PORTRAIT, title: seed.name, hue },
      { path: `${folder}/${seed.slug}-icon.png`, ...ICON, title: seed.name, hue, style: 'icon' },
    )
    const path = [...parentPath, uid]
    if (!seed.children?.length) leaves.push(path)
    seed.children?.forEach((child, index) => visit(child, path, index, section, leaves))
  }
  sections.forEach((section, index) => {
    const leaves: string[][] = []
    visit(section.category, [], index, section, leaves)
    result.leafPaths.push(leaves)
  })
  return result
}
