import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { lastFocusedLink } from './focusable.tsx'
import { TV_HOME_PATH, tvItemPath } from './tv-paths.ts'

/** What an item screen was opened from: where its Back goes. */
interface OpenedFrom {
  from?: unknown
}

/** Opens an item's screen, remembering the screen it was opened from (with its search text). */
export function useOpenItem(): (item: Item) => void {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (item) => void navigate(tvItemPath(item.slug), { state: { from: pathname + search } })
}

/** The TV screen this one was opened from, else the home. */
export function useOpenedFrom(): string {
  const from = (useLocation().state as OpenedFrom | null)?.from
  return typeof from === 'string' && from.startsWith(TV_HOME_PATH) ? from : TV_HOME_PATH
}

/**
 * A screen's first focus, once `first` is shown: the card the remote left it by (back from an
 * item), else `first`.
 */
export function useFirstFocus(first: string | null) {
  useEffect(() => {
    if (!first) return
    const last = lastFocusedLink()
    void setFocus(last && doesFocusableExist(last) ? last : first)
  }, [first])
}
