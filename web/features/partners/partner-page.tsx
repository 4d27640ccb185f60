import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { PartnerContact } from './partner-contact.tsx'
import { PartnerLinks } from './partner-links.tsx'
import { PromoCode } from './promo-code.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import '../../i18n/partners/texts.ts'

const IMAGE_WIDTH = 1280
const IMAGE_HEIGHT = 720
const IMAGE_STYLE = {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 4,
  display: 'block',
} as const

/** Thrown for a slug the site has no partner page for; the route shows the not-found page. */
export class PartnerNotFound extends Error {
  constructor(slug: string) {
    super(`No partner page "${slug}"`)
    this.name = 'PartnerNotFound'
  }
}

/** /partenaires/:slug — a partner's page from the website settings (spec §1, §2). */
export function PartnerPage() {
  const { t, i18n } = useTranslation()
  const { slug = '' } = useParams()
  const partner = useWebsite().partners.find((page) => page.slug === slug)
  // The owner's English, for visitors who chose English; the French where there is none.
  const english = i18n.language === 'en'
  const title = (english && partner?.title_en) || partner?.title
  usePageTitle(title)
  if (!partner) throw new PartnerNotFound(slug)
  const description = (english && partner.description_en) || partner.description

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {partner.name}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 3, maxWidth: '70ch' }}>
        {description}
      </Typography>
      {partner.promo_code && <PromoCode code={partner.promo_code} />}
      {partner.images.length > 0 && (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t('partners.pictures')}
          sx={{ listStyle: 'none', p: 0, my: 3 }}
        >
          {partner.images.map((image) => (
            <Grid key={image.src} size={{ xs: 12, md: 6 }} component="li">
              <img
                src={image.src}
                alt={image.alt}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                style={IMAGE_STYLE}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <Grid container spacing={4}>
        {partner.links.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <PartnerLinks links={partner.links} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <PartnerContact contact={partner.contact} />
        </Grid>
      </Grid>
    </Container>
  )
}
