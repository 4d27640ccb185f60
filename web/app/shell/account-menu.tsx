import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'

const AccountMenuList = lazy(async () => ({
  default: (await import('./account-menu-list.tsx')).AccountMenuList,
}))

/** The signed-in visitor's menu in the app bar (spec §2); its list loads on the first click. */
export function AccountMenu({ website }: { website: WebsiteSettings }) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  const menuId = useId()
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            website={website}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  )
}
