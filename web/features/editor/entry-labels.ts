import type { TFunction } from '../../i18n/translator.ts'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import { useCategories } from '../../api/get-categories.ts'
import { useItemsByUid } from './get-items-by-uid.ts'
import type { ListKind } from './screen-stack.ts'

type Loose = Record<string, unknown>

const textOf = (entry: unknown, key: string): string => {
  const value = (entry as Loose | null)?.[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** Every category, children included, by uid. */
export function categoriesByUid(categories: Category[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const category of categories) {
    names.set(category.uid, category.name)
    for (const child of category.children) names.set(child.uid, child.name)
  }
  return names
}

/** What each entry of a list is called in the editor: its title, name, item or category. */
export function useEntryLabels(kind: ListKind, entries: unknown[], t: TFunction): string[] {
  const itemUids =
    kind === 'item' ? entries.map((entry) => textOf((entry as Loose).content_object, 'uid')) : []
  const items = useItemsByUid(itemUids)
  const { categories } = useCategories()
  const categoryNames = categoriesByUid(categories)

  return entries.map((entry, index) => {
    switch (kind) {
      case 'item': {
        const uid = itemUids[index] ?? ''
        if (!uid) return t('editor.list.noItem')
        return items.get(uid)?.content_object.name ?? uid
      }
      case 'category': {
        const uid = typeof entry === 'string' ? entry : ''
        return uid ? (categoryNames.get(uid) ?? uid) : t('editor.list.noCategory')
      }
      case 'testimonial':
        return textOf(entry, 'name') || t('editor.list.untitled')
      default:
        return textOf(entry, 'title') || t('editor.list.untitled')
    }
  })
}
