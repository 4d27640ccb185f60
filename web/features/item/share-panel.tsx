import FacebookIcon from '@mui/icons-material/Facebook'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import TwitterIcon from '@mui/icons-material/Twitter'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useLocation } from 'react-router'
import { embedItemPath } from '../../../contract/embed.ts'
import type { Item } from '../../../contract/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/website.ts'
import { CopyButton } from '../../ui/copy-button.tsx'
import { embedCode, sharePlan, shareUrl, type ShareTarget } from './share-rules.ts'

const ICONS: Record<ShareTarget, ReactNode> = {
  twitter: <TwitterIcon />,
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
  whatsapp: <WhatsAppIcon />,
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin
}

/** Share links and the embed code, when the site allows sharing this item (spec §6, §9). */
export function SharePanel({ item, website }: { item: Item; website: WebsiteSettings }) {
  const { t } = useTranslation()
  const theme = useTheme()
  // Phones and small tablets: WhatsApp is there, pasting HTML into a page is not.
  // Drawn as on a desktop while the server's markup is taken over, then as the screen is.
  const mobile = useMediaQuery(theme.breakpoints.down('md'))
  const { pathname } = useLocation()
  const plan = sharePlan(website, item, mobile)
  if (plan.targets.length === 0 && !plan.embed) return null

  const name = item.content_object.name
  const pageUrl = pageOrigin() + pathname
  const code = embedCode(pageOrigin() + embedItemPath(item.uid), name)
  return (
    <Box component="section" aria-labelledby="share-heading">
      <Typography id="share-heading" variant="h6" component="h2">
        {t('itemPage.share')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
        {plan.targets.map((target) => (
          <IconButton
            key={target}
            component="a"
            href={shareUrl(target, pageUrl, name)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`itemPage.shareOn.${target}`)}
          >
            {ICONS[target]}
          </IconButton>
        ))}
      </Box>
      {plan.embed && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('itemPage.embedCode')}
            value={code}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={code} label={t('itemPage.copyEmbedCode')} />
        </Box>
      )}
    </Box>
  )
}
