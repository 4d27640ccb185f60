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
/**
 * A part's turn has come and it is about to be drawn again: Preact draws a part that suspended
 * anew, as a new component that knows nothing of its wait.
 */
let turnCame = false

function nextStep(): void {
  turnCame = false
  const resume = waiting.shift()
  if (!resume) {
    takingOver = false
    for (const callback of whenDone.splice(0)) callback()
    return
  }
  // The part hydrates in the microtasks that follow, so within this task.
  turnCame = true
  resume()
  setTimeout(nextStep)
}

/** Starts taking parts over, a task from now, unless that is under way. */
function startSteps(): void {
  if (takingOver) return
  takingOver = true
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
  startSteps()
  hydrate(<HydratingUntilDrawn hydrating>{app}</HydratingUntilDrawn>)
}

/** Calls `callback` once every part of the page has been taken over (at once if none waits). */
export function afterTakingOver(callback: () => void): void {
  if (takingOver) whenDone.push(callback)
  else callback()
}

interface Turn {
  /** The part is being hydrated: what it holds waits its turn in turn. */
  hydrating: boolean
  /** Settled when its turn comes; null when the part is drawn at once. */
  wait: Promise<void> | null
}

/** Whether the part now first drawn (`hydrating` says whether its place is) must wait. */
function turnOf(hydrating: boolean): Turn {
  if (hydrating) {
    const turn: Turn = { hydrating, wait: null }
    turn.wait = new Promise<void>((resolve) => waiting.push(resolve)).then(() => {
      turn.wait = null
    })
    // A part whose own code came late (a lazy block) holds parts that wait after the others.
    startSteps()
    return turn
  }
  // The part whose turn came is the first drawn then; the parts it holds read `hydrating`.
  const resumed = turnCame
  turnCame = false
  return { hydrating: resumed, wait: null }
}

function WaitTurn(props: { children: ReactNode }) {
  const phase = useContext(Hydrating)
  const [turn] = useState(() => turnOf(phase.hydrating))
  if (turn.wait) throw turn.wait
  return <HydratingUntilDrawn hydrating={turn.hydrating}>{props.children}</HydratingUntilDrawn>
}

/** Its one element is taken over from the server's page in a task of its own (see above). */
export function HydrateLater(props: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitTurn>{props.children}</WaitTurn>
    </Suspense>
  )
}
