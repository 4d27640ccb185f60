import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { PartnerPage } from '../../../contract/schemas/website.ts'

/** The partner's own sites, opened in a new tab that cannot reach back to this one. */
export function PartnerLinks({ links }: { links: PartnerPage['links'] }) {
  const { t } = useTranslation()
  return (
    <Box component="section" aria-labelledby="partner-links-heading">
      <Typography id="partner-links-heading" variant="h6" component="h2" gutterBottom>
        {t('partners.links')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.url}>
            <Button
              variant="outlined"
              href={link.url}
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNewIcon titleAccess={t('partners.newTab')} />}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  )
}
