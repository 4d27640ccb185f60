import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Link } from 'react-router'
import type { ButtonProps } from '../../../../contract/schemas/pages.ts'
import { useCart } from '../../../lib/cart-store.ts'
import { openContactDialog } from '../../../lib/contact-dialog.ts'
import { paths } from '../../../lib/paths.ts'
import { useBlockActions } from '../block-actions.tsx'
import { safeColour } from './safe-css.ts'
import { destinationOf } from './safe-href.ts'

/** Every plan, in the cart drawer: a home-page button is about no item in particular. */
const openSubscriptions = () => useCart.getState().showSubscriptions(null)

const RADIUS = { rounded: '8px', square: 0, pill: '999px' } as const

function colours(button: ButtonProps) {
  const colour = safeColour(button.color)
  const text = safeColour(button.colorText)
  if (button.variant === 'contained') {
    return {
      bgcolor: colour,
      color: text,
      '&:hover': { bgcolor: colour, filter: 'brightness(0.9)' },
    }
  }
  return { color: colour ?? text, borderColor: colour }
}

/** A button of a block as staff set it up; empty text, 'none' or an unsafe link hides it. */
export function BlockButton({ button }: { button: ButtonProps }) {
  const actions = useBlockActions()
  if (!button.text.trim()) return null
  const common = {
    variant: button.variant,
    size: button.size,
    sx: { borderRadius: RADIUS[button.shape], textTransform: 'none', ...colours(button) },
    children: button.text,
  } as const
  switch (button.action) {
    case 'link': {
      const destination = destinationOf(button.href)
      if (!destination) return null
      return destination.kind === 'route' ? (
        <Button component={Link} to={destination.to} {...common} />
      ) : (
        <Button href={destination.href} {...common} />
      )
    }
    case 'donate':
      return <Button component={Link} to={paths.donate()} {...common} />
    case 'subscribe':
      return <Button onClick={actions.onOpenSubscriptions ?? openSubscriptions} {...common} />
    case 'contact':
      return <Button onClick={actions.onOpenContact ?? openContactDialog} {...common} />
    default:
      return null
  }
}

/** The buttons of a block in a row that wraps on narrow screens. */
export function BlockButtons(props: { buttons: ButtonProps[]; justify?: 'flex-start' | 'center' }) {
  const shown = props.buttons.filter((button) => button.text.trim() && button.action !== 'none')
  if (shown.length === 0) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: props.justify }}>
      {shown.map((button, index) => (
        <BlockButton key={index} button={button} />
      ))}
    </Box>
  )
}
