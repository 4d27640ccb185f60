import EmailIcon from '@mui/icons-material/Email'
import PhoneIcon from '@mui/icons-material/Phone'
import PlaceIcon from '@mui/icons-material/Place'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { PartnerPage } from '../../../contract/schemas/website.ts'

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="caption" component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  )
}

/** E-mail, phone and address of the partner, each only when given. */
export function PartnerContact({ contact }: { contact: PartnerPage['contact'] }) {
  const { t } = useTranslation()
  if (!contact.email && !contact.phone && !contact.address) return null
  return (
    <Box component="section" aria-labelledby="partner-contact-heading">
      <Typography id="partner-contact-heading" variant="h6" component="h2" gutterBottom>
        {t('partners.contact')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {contact.email && (
          <Line icon={<EmailIcon />} label={t('partners.email')}>
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </Line>
        )}
        {contact.phone && (
          <Line icon={<PhoneIcon />} label={t('partners.phone')}>
            <Link href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Link>
          </Line>
        )}
        {contact.address && (
          <Line icon={<PlaceIcon />} label={t('partners.address')}>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {contact.address}
            </Typography>
          </Line>
        )}
      </Box>
    </Box>
  )
}
