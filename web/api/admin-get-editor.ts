import type { EditorContent } from '../../contract/schemas/admin.ts'
import { adminApi } from './admin-api.ts'

/** GET /editor/ — the home page with every block, hidden ones too, and the site's appearance. */
export function getEditorContent(signal?: AbortSignal): Promise<EditorContent> {
  return adminApi<EditorContent>('/editor/', { signal })
}
