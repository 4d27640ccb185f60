import type { EditorContent } from '../../contract/schemas/admin.ts'
import { adminApi } from './admin-api.ts'

/** PUT /editor/ — saves the page and the appearance at once; answers what was saved. */
export function saveEditorContent(content: EditorContent): Promise<EditorContent> {
  return adminApi<EditorContent>('/editor/', { method: 'PUT', body: content })
}
