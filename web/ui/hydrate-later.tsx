import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react'

/**
 * Taking over the page the server drew, a part at a time. Hydrating the whole page at once is one
 * long task that keeps a phone from answering the visitor (Lighthouse's Total Blocking Time).
 * Parts wrapped in HydrateLater wait their turn instead: each is taken over in a task of its own,
 * in page order, and the server's markup stays on screen meanwhile (Preact keeps the markup of a
 * part that suspends while hydrating, then resumes hydrating it). Such a part must draw exactly
 * one element, the one it takes over.
 *
 * Only parts being hydrated wait: a part drawn afresh (the next home blocks, a new screen, a
 * language switch) is drawn at once, as everywhere outside the browser's first page — the
 * component tests, the server's renderer.
 */
interface Phase {
  hydrating: boolean
}
const Hydrating = createContext<Phase>({ hydrating: false })

const waiting: (() => void)[] = []
const whenDone: (() => void)[] = []
let takingOver = false

function nextStep(): void {
  const resume = waiting.shift()
  if (!resume) {
    takingOver = false
    for (const callback of whenDone.splice(0)) callback()
    return
  }
  // The part hydrates in the microtasks that follow, so within this task.
  resume()
  setTimeout(nextStep)
}

function endHydrating(phase: Phase): void {
  phase.hydrating = false
}

/**
 * Says whether what it holds is being drawn by hydrating: at first `hydrating`, and no more once
 * drawn. Read when a part is first drawn, so its change draws nothing again.
 */
function HydratingUntilDrawn(props: { hydrating: boolean; children: ReactNode }) {
  const [phase] = useState<Phase>(() => ({ hydrating: props.hydrating }))
  useLayoutEffect(() => endHydrating(phase), [phase])
  return <Hydrating.Provider value={phase}>{props.children}</Hydrating.Provider>
}

/**
 * Hydrates the page with `hydrate`, which gets the app to hydrate (synchronous with Preact); the
 * parts wrapped in HydrateLater follow in later tasks.
 */
export function hydrateInSteps(app: ReactNode, hydrate: (app: ReactNode) => void): void {
  takingOver = true
  try {
    hydrate(<HydratingUntilDrawn hydrating>{app}</HydratingUntilDrawn>)
  } finally {
    setTimeout(nextStep)
  }
}

/** Calls `callback` once every part of the page has been taken over (at once if none waits). */
export function afterTakingOver(callback: () => void): void {
  if (takingOver) whenDone.push(callback)
  else callback()
}

interface Turn {
  /** The part is being hydrated, so waits its turn. */
  waited: boolean
  taken: boolean
  ready: Promise<void>
}

function waitForTurn(hydrating: boolean): Turn {
  const turn: Turn = { waited: hydrating, taken: !hydrating, ready: Promise.resolve() }
  if (hydrating) {
    turn.ready = new Promise<void>((resolve) => waiting.push(resolve)).then(() => {
      turn.taken = true
    })
  }
  return turn
}

function WaitTurn(props: { children: ReactNode }) {
  const phase = useContext(Hydrating)
  // Kept across the suspension: Preact resumes the same component.
  const [turn] = useState(() => waitForTurn(phase.hydrating))
  if (!turn.taken) throw turn.ready
  return <HydratingUntilDrawn hydrating={turn.waited}>{props.children}</HydratingUntilDrawn>
}

/** Its one element is taken over from the server's page in a task of its own (see above). */
export function HydrateLater(props: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitTurn>{props.children}</WaitTurn>
    </Suspense>
  )
}
