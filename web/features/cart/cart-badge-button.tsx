import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useCart } from '../../lib/cart-store.ts'

/** The cart icon with its count, opening the cart drawer. */
export function CartBadgeButton({ count }: { count: number }) {
  const { t } = useTranslation()
  const open = useCart((state) => state.open)
  return (
    <IconButton color="inherit" aria-label={t('shell.cart', { count })} onClick={open}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCartIcon />
      </Badge>
    </IconButton>
  )
}
