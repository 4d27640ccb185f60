import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { COUPON_CODE_MAX_LENGTH } from '../../../contract/values/admin-coupons.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { TextKeyName } from '../../i18n/text-keys.ts'
import { useCart, type CouponCheckout } from '../../lib/cart-store.ts'
import { couponRefusalKey } from './coupon-refusal.ts'
import { getCoupon } from './get-coupon.ts'
import { useQueryClient } from '@tanstack/react-query'
import { isGiftCode } from '../../../contract/values/gifts.ts'
import { isGiftCardCode } from '../../../contract/values/gift-cards.ts'
import { getGiftCard } from '../../api/gift-cards.ts'
import '../../i18n/gifts/texts.ts'
import { refusalOf } from '../../api/api-error.ts'
import { postRedeemGift } from '../../api/gifts.ts'

/**
 * The cart's promo code: typed, then applied (Apply or Enter) once the server accepts it for
 * this checkout; a refusal is said under the field and announced. The server reckons the
 * discount again at checkout. A gift code (GIFT-…) typed here is redeemed at once; a gift card
 * (CARD-…) pays part or all of the prices (the drawer shows its part).
 */
export function CouponField({ checkout }: { checkout: CouponCheckout }) {
  const { t } = useTranslation()
  const id = useId()
  const applied = useCart((state) => state.coupons[checkout])
  const applyCoupon = useCart((state) => state.applyCoupon)
  const applyGiftCard = useCart((state) => state.applyGiftCard)
  const [code, setCode] = useState('')
  const [refusal, setRefusal] = useState<TextKeyName | null>(null)
  const [checking, setChecking] = useState(false)
  const queryClient = useQueryClient()
  /** A gift code typed here: what the server said of it (the gift received, or why not). */
  const [gift, setGift] = useState<{ received: boolean; said: string } | null>(null)

  async function redeem(typed: string) {
    try {
      const given = await postRedeemGift(typed)
      setGift({ received: true, said: t('gifts.redeem.done', { label: given.label }) })
      setCode('')
      // What the visitor may watch changed: items and their access are asked again.
      await queryClient.invalidateQueries()
    } catch (error) {
      setGift({ received: false, said: refusalOf(error, t('form.genericError')).message })
    }
  }

  async function apply(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim()
    if (!typed) {
      setRefusal('cart.coupon.empty')
      return
    }
    setChecking(true)
    try {
      if (isGiftCode(typed)) {
        await redeem(typed)
        return
      }
      if (isGiftCardCode(typed) && checkout === 'prices') {
        try {
          applyGiftCard(await getGiftCard(typed))
          setCode('')
        } catch (error) {
          setGift({ received: false, said: refusalOf(error, t('form.genericError')).message })
        }
        return
      }
      applyCoupon(checkout, await getCoupon(typed, checkout))
      setRefusal(null)
      setCode('')
    } catch (error) {
      setRefusal(couponRefusalKey(error) ?? 'cart.coupon.refused.other')
    } finally {
      setChecking(false)
    }
  }

  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {t('cart.coupon.applied', { code: applied.code })}
        </Typography>
        <IconButton
          aria-label={t('cart.coupon.remove', { code: applied.code })}
          onClick={() => applyCoupon(checkout, null)}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    )
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void apply(event)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        id={id}
        label={t('cart.coupon.label')}
        value={code}
        size="small"
        error={refusal !== null || gift?.received === false}
        helperText={
          refusal ? (
            <span role="alert">{t(refusal)}</span>
          ) : gift ? (
            <span role={gift.received ? 'status' : 'alert'}>{gift.said}</span>
          ) : (
            ' '
          )
        }
        onChange={(event) => {
          setCode(event.target.value)
          setRefusal(null)
          setGift(null)
        }}
        sx={{ flexGrow: 1 }}
        slotProps={{
          htmlInput: {
            maxLength: COUPON_CODE_MAX_LENGTH,
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
          },
        }}
      />
      <Button type="submit" variant="outlined" disabled={checking} sx={{ mt: 0.25 }}>
        {t('cart.coupon.apply')}
      </Button>
    </Box>
  )
}
