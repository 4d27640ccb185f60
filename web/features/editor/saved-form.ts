import type { EditorContent } from '../../../contract/schemas/admin.ts'
import type { Block, PageContent } from '../../../contract/schemas/pages.ts'

/** Item and category selections whose entry has no item or category chosen yet. */
function withoutUnchosen(block: Block): Block {
  const { contents, categories } = block.fields
  if (block.component === 'Items' && Array.isArray(contents)) {
    const chosen = contents.filter(
      (entry: { content_object?: { uid?: string } }) => entry.content_object?.uid,
    )
    if (chosen.length < contents.length) {
      return { ...block, fields: { ...block.fields, contents: chosen } }
    }
  }
  if (block.component === 'Categories' && Array.isArray(categories)) {
    const chosen = categories.filter(Boolean)
    if (chosen.length < categories.length) {
      return { ...block, fields: { ...block.fields, categories: chosen } }
    }
  }
  // Unchanged blocks keep their identity, so the page redraws only the block being edited.
  return block
}

/**
 * The page as visitors see it and the server saves it: an item or category selection added
 * with "Ajouter" counts once something is chosen in it.
 */
export function savedPage(page: PageContent): PageContent {
  return { ...page, content: page.content.map(withoutUnchosen) }
}

/** The content as the server saves it (see savedPage). */
export function savedForm(content: EditorContent): EditorContent {
  return { ...content, page: savedPage(content.page) }
}
