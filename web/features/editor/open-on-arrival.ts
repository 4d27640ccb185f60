/**
 * The home page's address with this in its query opens the editor drawer at once, for the staff
 * whose role edits pages: the back office's menu leads there (`/?editor`).
 */
export const OPEN_EDITOR_PARAM = 'editor'

/** The home page's address that opens its editor. */
export const HOME_EDITOR_ADDRESS = `/?${OPEN_EDITOR_PARAM}`

/** Whether the page was opened to edit it (never on the server, which has no address bar). */
export function openedToEdit(): boolean {
  return (
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).has(OPEN_EDITOR_PARAM)
  )
}
