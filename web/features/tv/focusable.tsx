import Box from '@mui/material/Box'
import { useFocusable } from '@noriginmedia/norigin-spatial-navigation'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { TV_FOCUS } from './tv-styles.ts'

interface FocusableProps {
  children: ReactNode
  /** Found by this key with setFocus (the screen's first focus). */
  focusKey?: string
  onEnter: () => void
  /** Called when the remote's focus lands on it: a row scrolls it into view. */
  onFocus?: (node: HTMLElement) => void
}

/** Where the remote left each screen (by its path): its card is focused again on the way back. */
const lastLinks = new Map<string, string>()
export const lastFocusedLink = () => lastLinks.get(window.location.pathname) ?? null

/** Registers the element with the remote's spatial navigation: answers the ref to give it. */
function useRemoteFocus({ focusKey, onEnter, onFocus }: FocusableProps) {
  return useFocusable({
    focusKey,
    onEnterPress: onEnter,
    onFocus: (layout) => onFocus?.(layout.node as HTMLElement),
  }).ref
}

/** A button the remote reaches with the arrows and presses with Enter. */
export function TvButton(
  props: FocusableProps & { primary?: boolean; pressed?: boolean; label?: string },
) {
  const ref = useRemoteFocus(props)
  return (
    <Box
      component="button"
      type="button"
      ref={ref}
      tabIndex={-1}
      aria-pressed={props.pressed}
      aria-label={props.label}
      onClick={props.onEnter}
      sx={(theme) => ({
        ...TV_FOCUS(theme),
        font: 'inherit',
        whiteSpace: 'nowrap',
        fontSize: '1em',
        fontWeight: 600,
        px: '1.2em',
        py: '0.5em',
        borderRadius: '0.4em',
        border: 0,
        cursor: 'pointer',
        bgcolor: props.primary ? 'primary.main' : 'action.selected',
        color: props.primary ? 'primary.contrastText' : 'text.primary',
      })}
    >
      {props.children}
    </Box>
  )
}

/** A link the remote reaches with the arrows and follows with Enter (an item's card). */
export function TvLink(props: FocusableProps & { to: string; label: string }) {
  const ref = useRemoteFocus({
    ...props,
    onFocus: (node) => {
      if (props.focusKey) lastLinks.set(window.location.pathname, props.focusKey)
      props.onFocus?.(node)
    },
  })
  return (
    <Box
      component={Link}
      to={props.to}
      ref={ref}
      tabIndex={-1}
      aria-label={props.label}
      sx={(theme) => ({
        ...TV_FOCUS(theme),
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: '0.4em',
      })}
    >
      {props.children}
    </Box>
  )
}
