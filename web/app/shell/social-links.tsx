import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkIcon from '@mui/icons-material/Link'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import XIcon from '@mui/icons-material/X'
import YouTubeIcon from '@mui/icons-material/YouTube'
import IconButton from '@mui/material/IconButton'
import Box from '@mui/material/Box'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { WebsiteSettings } from '../../../contract/website.ts'

/** The ten networks of spec §2, with their brand names (not translated). */
const NETWORKS: ReadonlyArray<{ key: string; label: string; icon: SvgIconComponent }> = [
  { key: 'youtube', label: 'YouTube', icon: YouTubeIcon },
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', icon: XIcon },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { key: 'tiktok', label: 'TikTok', icon: LinkIcon },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedInIcon },
  { key: 'snapchat', label: 'Snapchat', icon: LinkIcon },
  { key: 'twitch', label: 'Twitch', icon: LinkIcon },
  { key: 'soundcloud', label: 'SoundCloud', icon: LinkIcon },
  { key: 'discord', label: 'Discord', icon: LinkIcon },
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
          <Icon />
        </IconButton>
      ))}
    </Box>
  )
}
