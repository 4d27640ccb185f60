import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Currency } from '../../../contract/schemas/website.ts'
import { useCart } from '../../lib/cart-store.ts'
import { currencySymbol } from '../../ui/currency-symbol.ts'
import { isTipText, tipFromText, tipToText } from './tip-amount.ts'

/** Keys that would make a negative or unreadable amount (spec §5: the minus key is blocked). */
const BLOCKED_KEYS = new Set(['-', '+', 'e', 'E'])

function blockSigns(event: KeyboardEvent) {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault()
}

/** Spec §5: the optional tip, never negative, in the site currency's format. */
export function TipInput({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const setTip = useCart((state) => state.setTip)
  const [text, setText] = useState(() => tipToText(useCart.getState().tip, currency, i18n.language))

  return (
    <TextField
      id={id}
      label={t('cart.prices.tip')}
      placeholder={t('cart.prices.tipPlaceholder')}
      helperText={t('cart.prices.tipHint')}
      value={text}
      fullWidth
      onKeyDown={blockSigns}
      onChange={(event) => {
        const next = event.target.value.trim()
        if (!isTipText(next)) return
        setText(next)
        setTip(tipFromText(next))
      }}
      onBlur={() => setText(tipToText(tipFromText(text), currency, i18n.language))}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          endAdornment: <InputAdornment position="end">{currencySymbol(currency)}</InputAdornment>,
        },
        inputLabel: { shrink: true },
      }}
    />
  )
}
