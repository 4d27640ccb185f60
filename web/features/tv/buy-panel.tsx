import Box from '@mui/material/Box'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageOrigin } from '../../lib/page-origin.ts'
import { QrCode } from './qr-code.tsx'

/**
 * "Acheter sur votre téléphone": no checkout on the TV; a QR code and the short address of the
 * item's page, where the viewer buys or subscribes, then watches here.
 */
export function BuyPanel({ item }: { item: Item }) {
  const { t } = useTranslation()
  const address = `${usePageOrigin()}/${encodeURIComponent(item.slug)}`
  const name = item.content_object.name
  return (
    <Box
      component="section"
      aria-labelledby="tv-buy-title"
      sx={{
        display: 'flex',
        gap: '1.5em',
        alignItems: 'center',
        mt: '1.5em',
        p: '1em',
        borderRadius: '0.5em',
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ flex: '0 0 auto' }}>
        <QrCode
          address={address}
          label={t('tv.qrItem', { name })}
          size="clamp(120px, 12vw, 240px)"
        />
      </Box>
      <div>
        <Box component="h2" id="tv-buy-title" sx={{ fontSize: '1.2em', m: 0 }}>
          {t('tv.buyTitle')}
        </Box>
        <p>{t('tv.buyText', { address: address.replace(/^https?:\/\//, '') })}</p>
      </div>
    </Box>
  )
}
