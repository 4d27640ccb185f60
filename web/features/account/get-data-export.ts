import { api } from '../../api/api.ts'

/** GET /account/export/ — everything the website holds about the visitor. */
export function getDataExport(): Promise<unknown> {
  return api('/account/export/')
}

/** Saves the export as a JSON file through the browser's own download. */
export async function downloadDataExport(): Promise<void> {
  const data = await getDataExport()
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the file after the click returns: let go of it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
