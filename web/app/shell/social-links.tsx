import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import XIcon from '@mui/icons-material/X'
import YouTubeIcon from '@mui/icons-material/YouTube'
import IconButton from '@mui/material/IconButton'
import Box from '@mui/material/Box'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'

/**
 * A brand mark MUI's icons lack, drawn in the text's colour as a CSS mask over
 * `web/public/social/{key}.svg` (Simple Icons 16.37.0, CC0-1.0, unchanged): no script on the
 * first load, unlike inline SVG paths.
 */
function BrandMark({ network }: { network: string }) {
  const image = `url(${import.meta.env.BASE_URL}social/${network}.svg)`
  const mask = { image, size: '83%', position: 'center', repeat: 'no-repeat' }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: '1.5rem',
        height: '1.5rem',
        bgcolor: 'currentColor',
        maskImage: mask.image,
        maskSize: mask.size,
        maskPosition: mask.position,
        maskRepeat: mask.repeat,
        WebkitMaskImage: mask.image,
        WebkitMaskSize: mask.size,
        WebkitMaskPosition: mask.position,
        WebkitMaskRepeat: mask.repeat,
      }}
    />
  )
}

/**
 * The ten networks of spec §2, with their brand names (not translated) and MUI's icon where it
 * has one; the others are drawn by BrandMark.
 */
const NETWORKS: ReadonlyArray<{ key: string; label: string; icon?: SvgIconComponent }> = [
  { key: 'youtube', label: 'YouTube', icon: YouTubeIcon },
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', icon: XIcon },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedInIcon },
  { key: 'snapchat', label: 'Snapchat' },
  { key: 'twitch', label: 'Twitch' },
  { key: 'soundcloud', label: 'SoundCloud' },
  { key: 'discord', label: 'Discord' },
]

/** A link per social network the site has set; nothing for the others. */
export function SocialLinks({ socials }: { socials: WebsiteSettings['socials'] }) {
  const { t } = useTranslation()
  const set = NETWORKS.filter((network) => Boolean(socials[network.key]))
  if (set.length === 0) return null
  return (
    <Box
      component="nav"
      aria-label={t('footer.socials')}
      sx={{ display: 'flex', flexWrap: 'wrap' }}
    >
      {set.map(({ key, label, icon: Icon }) => (
        <IconButton
          key={key}
          component="a"
          href={socials[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          color="inherit"
        >
          {Icon ? <Icon /> : <BrandMark network={key} />}
        </IconButton>
      ))}
    </Box>
  )
}
