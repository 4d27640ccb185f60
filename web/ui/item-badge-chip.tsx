import LockIcon from '@mui/icons-material/Lock'
import Box from '@mui/material/Box'
import { useTranslation } from '../i18n/use-translation.tsx'
import type { Item } from '../../contract/schemas/catalogue.ts'
import type { Currency } from '../../contract/schemas/website.ts'
import { currencySymbol } from './currency-symbol.ts'
import { itemBadge } from './item-badge.ts'
import { LightTooltip } from './light-tooltip.tsx'

/** The access badge of an item card, with its explaining tooltip (spec §4, §9). */
export function ItemBadgeChip({ item, currency }: { item: Item; currency: Currency }) {
  const { t } = useTranslation()
  const badge = itemBadge(item)
  if (!badge) return null
  const label = t(`item.badge.${badge}`)
  return (
    <LightTooltip title={label}>
      {(trigger) => (
        <Box
          {...trigger}
          role="img"
          aria-label={label}
          data-badge={badge}
          tabIndex={0}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 28,
            height: 28,
            px: 0.75,
            borderRadius: 14,
            bgcolor: 'rgba(0,0,0,0.72)',
            color: '#fff',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          {badge === 'paid' ? currencySymbol(currency) : <LockIcon sx={{ fontSize: 16 }} />}
        </Box>
      )}
    </LightTooltip>
  )
}
