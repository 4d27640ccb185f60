import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link as RouterLink } from 'react-router'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { paths } from '../../lib/paths.ts'
import { SocialLinks } from './social-links.tsx'

const PRODUCT_NAME = 'Vitrine'

/** Footer text, site name and year, socials, legal link when show_legal, powered-by credit. */
export function Footer({ website, year }: { website: WebsiteSettings; year: number }) {
  const { t } = useTranslation()
  return (
    <Box
      component="footer"
      sx={{ mt: 6, py: 4, px: 2, textAlign: 'center', bgcolor: 'background.paper' }}
    >
      {website.footer && (
        <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{website.footer}</Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
        <SocialLinks socials={website.socials} />
      </Box>
      {website.show_legal && (
        // A plain underlined link: MUI's Link would add its code to every first load for this one.
        <Box component={RouterLink} to={paths.legal()} sx={{ color: 'inherit' }}>
          {t('footer.legal')}
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('footer.copyright', { name: website.name, year })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('footer.poweredBy', { name: PRODUCT_NAME })}
      </Typography>
    </Box>
  )
}
