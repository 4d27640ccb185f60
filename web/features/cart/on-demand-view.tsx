import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { cartLength, useCart } from '../../lib/cart-store.ts'
import { ItemThumbnail } from './item-thumbnail.tsx'
import { useCartItems } from './use-cart-items.ts'

/** Spec §2 onDemand view: the items whose access will be requested, and the submit button. */
export function OnDemandView({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation()
  const uids = useCart((state) => state.onDemandItems)
  const found = useCartItems()
  const length = useCart(cartLength)
  const remove = useCart((state) => state.removeOnDemandItem)
  const setView = useCart((state) => state.setView)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {uids.length === 0 ? (
        <Typography>{t('cart.onDemand.empty')}</Typography>
      ) : (
        <>
          <Typography>{t('cart.onDemand.intro')}</Typography>
          <Box
            component="ul"
            aria-label={t('cart.onDemand.list')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {uids.map((uid) => {
              const item = found.get(uid)
              const name = item?.content_object.name ?? uid
              return (
                <Box
                  component="li"
                  key={uid}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}
                >
                  <ItemThumbnail item={item} />
                  <Typography sx={{ flexGrow: 1 }}>{name}</Typography>
                  <IconButton
                    size="small"
                    aria-label={t('cart.onDemand.remove', { name })}
                    onClick={() => remove(uid)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              )
            })}
          </Box>
        </>
      )}
      <Button variant="contained" size="large" disabled={uids.length === 0} onClick={onSubmit}>
        {t('cart.onDemand.submit')}
      </Button>
      {length > 0 && (
        <Button onClick={() => setView('prices')}>
          {t('cart.onDemand.showCart', { count: length })}
        </Button>
      )}
    </Box>
  )
}
