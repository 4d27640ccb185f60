import Box from '@mui/material/Box'
import Portal from '@mui/material/Portal'
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'

/** Spec §9: badges with 300 px tooltips. */
const MAX_WIDTH = 300
/** Between the trigger and the tooltip, and between the tooltip and the window's edges. */
const GAP = 8
/** Time for the pointer to cross the gap from the trigger onto the tooltip (WCAG 1.4.13). */
const LEAVE_MS = 100

const TOOLTIP_SX = {
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 'tooltip',
  maxWidth: MAX_WIDTH,
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'grey.700',
  color: 'common.white',
  typography: 'body2',
  fontSize: '0.75rem',
  lineHeight: 1.4,
  overflowWrap: 'break-word',
} as const

/** What the trigger element must take to show and be described by the tooltip. */
export interface LightTooltipTrigger {
  ref: RefObject<HTMLElement | null>
  'aria-describedby': string | undefined
  onMouseEnter: () => void
  onMouseLeave: () => void
  onFocus: () => void
  onBlur: () => void
}

interface LightTooltipProps {
  title: string
  children: (trigger: LightTooltipTrigger) => ReactNode
}

/**
 * A text tooltip shown while its trigger is hovered or focused; hoverable and dismissed with
 * Escape. Without Popper and transitions, to keep MUI's Tooltip out of the first load.
 */
export function LightTooltip({ title, children }: LightTooltipProps) {
  const id = useId()
  const triggerRef = useRef<HTMLElement>(null)
  const [pointer, setPointer] = useState<'in' | 'leaving' | 'out'>('out')
  const [focused, setFocused] = useState(false)
  const open = pointer !== 'out' || focused

  useEffect(() => {
    if (pointer !== 'leaving') return
    const timer = setTimeout(() => setPointer('out'), LEAVE_MS)
    return () => clearTimeout(timer)
  }, [pointer])

  useEffect(() => {
    if (!open) return
    const dismiss = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setPointer('out')
      setFocused(false)
    }
    document.addEventListener('keydown', dismiss)
    return () => document.removeEventListener('keydown', dismiss)
  }, [open])

  const enter = () => setPointer('in')
  const leave = () => setPointer('leaving')
  return (
    <>
      {children({
        ref: triggerRef,
        'aria-describedby': open ? id : undefined,
        onMouseEnter: enter,
        onMouseLeave: leave,
        onFocus: () => setFocused(true),
        onBlur: () => setFocused(false),
      })}
      {open && (
        // In document.body, so that a card's overflow: hidden does not clip it.
        <Portal>
          <Box
            ref={(tooltip: HTMLElement | null) => place(tooltip, triggerRef.current)}
            id={id}
            role="tooltip"
            onMouseEnter={enter}
            onMouseLeave={leave}
            sx={TOOLTIP_SX}
          >
            {title}
          </Box>
        </Portal>
      )}
    </>
  )
}

/** Below the trigger, or above it when there is no room below; centred, within the window. */
function place(tooltip: HTMLElement | null, trigger: HTMLElement | null) {
  if (!tooltip || !trigger) return
  const anchor = trigger.getBoundingClientRect()
  const { width, height } = tooltip.getBoundingClientRect()
  const roomBelow = anchor.bottom + GAP + height <= window.innerHeight
  const top =
    roomBelow || anchor.top < GAP + height ? anchor.bottom + GAP : anchor.top - GAP - height
  const centred = anchor.left + anchor.width / 2 - width / 2
  const maxLeft = document.documentElement.clientWidth - width - GAP
  const left = Math.max(GAP, Math.min(centred, maxLeft))
  tooltip.style.top = `${top + window.scrollY}px`
  tooltip.style.left = `${left + window.scrollX}px`
}
