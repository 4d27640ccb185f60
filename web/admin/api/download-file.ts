import { staffFetch } from './staff-fetch.ts'

/** How long the file's address lives once the download started. */
const REVOKE_AFTER_MS = 60_000

/**
 * Fetches a file of the staff API (the call needs the staff token, so a plain link would not
 * do) and hands it to the browser as a download named `name`.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  const response = await staffFetch(path)
  const address = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = address
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Freed once the browser surely started saving it; the address is of no use after.
  setTimeout(() => URL.revokeObjectURL(address), REVOKE_AFTER_MS)
}
