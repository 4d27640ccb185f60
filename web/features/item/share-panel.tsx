import FacebookIcon from '@mui/icons-material/Facebook'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import TwitterIcon from '@mui/icons-material/Twitter'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useLocation } from 'react-router'
import { embedItemPath } from '../../../contract/values/embed.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { CopyButton } from '../../ui/copy-button.tsx'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { usePageOrigin } from '../../lib/page-origin.ts'
import {
  embedCode,
  PHONE_ONLY_TARGET,
  sharePlan,
  shareUrl,
  type ShareTarget,
} from './share-rules.ts'

const ICONS: Record<ShareTarget, ReactNode> = {
  twitter: <TwitterIcon />,
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
  whatsapp: <WhatsAppIcon />,
}

/** Below this width (MUI's md), a phone or small tablet: WhatsApp, and no embed code. */
const ON_PHONES = { md: 'none' } as const
const ON_LARGER_SCREENS = { xs: 'none', md: 'flex' } as const

/** Share links and the embed code, when the site allows sharing this item (spec §6, §9). */
export function SharePanel({ item, website }: { item: Item; website: WebsiteSettings }) {
  const { t } = useTranslation()
  const origin = usePageOrigin()
  const { pathname } = useLocation()
  const plan = sharePlan(website, item)
  if (plan.targets.length === 0 && !plan.embed) return null

  const name = item.content_object.name
  const pageUrl = origin + pathname
  const code = embedCode(origin + embedItemPath(item.uid), name)
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
            sx={target === PHONE_ONLY_TARGET ? { display: ON_PHONES } : undefined}
          >
            {ICONS[target]}
          </IconButton>
        ))}
      </Box>
      {plan.embed && (
        <HydrationRegion>
          <Box
            sx={{
              display: ON_LARGER_SCREENS,
              flexDirection: 'column',
              gap: 1,
              alignItems: 'flex-start',
            }}
          >
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
        </HydrationRegion>
      )}
    </Box>
  )
}
