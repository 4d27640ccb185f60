import { useCallback, useMemo, useState } from 'react'

/** The kinds of list a block holds, each entry of which has its own editor. */
export type ListKind = 'faq' | 'testimonial' | 'feature' | 'item' | 'category'

/** One screen of the editor drawer. */
export type Screen =
  | { kind: 'index' }
  | { kind: 'navbar' }
  | { kind: 'footer' }
  | { kind: 'add-block' }
  | { kind: 'block'; uid: string }
  | { kind: 'entry'; uid: string; field: string; list: ListKind; index: number }

const INDEX: Screen = { kind: 'index' }

export interface ScreenStack {
  stack: Screen[]
  current: Screen
  /** Back is offered while more than one screen is stacked (spec §2). */
  canGoBack: boolean
  push: (screen: Screen) => void
  pop: () => void
  /** The block index plus this one screen. */
  set: (screen: Screen) => void
}

/** Spec §4: the stack starts with the block index; push, pop, and set = index plus one screen. */
export function useScreenStack(): ScreenStack {
  const [stack, setStack] = useState<Screen[]>([INDEX])
  const push = useCallback((screen: Screen) => setStack((screens) => [...screens, screen]), [])
  const pop = useCallback(
    () => setStack((screens) => (screens.length > 1 ? screens.slice(0, -1) : screens)),
    [],
  )
  const set = useCallback((screen: Screen) => setStack([INDEX, screen]), [])
  return useMemo(
    () => ({
      stack,
      current: stack[stack.length - 1] ?? INDEX,
      canGoBack: stack.length > 1,
      push,
      pop,
      set,
    }),
    [stack, push, pop, set],
  )
}
