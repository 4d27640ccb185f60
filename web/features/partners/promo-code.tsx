import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { CopyButton } from '../../ui/copy-button.tsx'

/** The partner's promo code, large enough to read out, with a copy button. */
export function PromoCode({ code }: { code: string }) {
  const { t } = useTranslation()
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="promo-heading"
      sx={{ p: 2, display: 'inline-flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="promo-heading" variant="h6" component="h2">
        {t('partners.promoCode')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          component="code"
          sx={{ fontFamily: 'monospace', fontSize: 24, fontWeight: 700, letterSpacing: 2 }}
        >
          {code}
        </Typography>
        <CopyButton text={code} label={t('partners.copyPromoCode')} />
      </Box>
    </Paper>
  )
}
