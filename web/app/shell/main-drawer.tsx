import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { openContactDialog } from '../../lib/contact-dialog.ts'
import { paths } from '../../lib/paths.ts'
import { DrawerAccountSection } from './drawer-account-section.tsx'

/** Spec §9: the main drawer is 320 px wide. */
export const MAIN_DRAWER_WIDTH = 320

interface MainDrawerProps {
  open: boolean
  onClose: () => void
  website: WebsiteSettings
  categories: Category[]
  signedIn: boolean
  onLogout: () => void
}

function LinkItem({
  to,
  label,
  depth = 0,
  onClick,
}: {
  to: string
  label: string
  depth?: number
  onClick: () => void
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} onClick={onClick} sx={{ pl: 2 + 2 * depth }}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  )
}

/** A top-level category and, in a nested list of its own, its children. */
function CategoryBranch({ category, onClick }: { category: Category; onClick: () => void }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton component={Link} to={paths.category(category.slug)} onClick={onClick}>
        <ListItemText primary={category.name} />
      </ListItemButton>
      {category.children.length > 0 && (
        <List disablePadding>
          {category.children.map((child) => (
            <LinkItem
              key={child.uid}
              to={paths.category(child.slug)}
              label={child.name}
              depth={1}
              onClick={onClick}
            />
          ))}
        </List>
      )}
    </ListItem>
  )
}

/** Category tree, account section on small screens, partners, login/logout (spec §2). */
export function MainDrawer({
  open,
  onClose,
  website,
  categories,
  signedIn,
  onLogout,
}: MainDrawerProps) {
  const { t } = useTranslation()
  const topLevel = categories.filter((category) => category.parent_id === null)
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: MAIN_DRAWER_WIDTH } } }}
    >
      <Box component="nav" aria-label={t('shell.mainMenu')}>
        <List subheader={<ListSubheader>{t('shell.categories')}</ListSubheader>}>
          {topLevel.map((category) => (
            <CategoryBranch key={category.uid} category={category} onClick={onClose} />
          ))}
        </List>
        {signedIn && <DrawerAccountSection website={website} onClose={onClose} />}
        {website.partners.length > 0 && (
          <List subheader={<ListSubheader>{t('shell.partners')}</ListSubheader>}>
            {website.partners.map((partner) => (
              <LinkItem
                key={partner.slug}
                to={paths.partner(partner.slug)}
                label={partner.name}
                onClick={onClose}
              />
            ))}
          </List>
        )}
        <List>
          {/* The bar shows these from 900 px only. */}
          {website.monetization_enabled && (
            <LinkItem to={paths.donate()} label={t('shell.donate')} onClick={onClose} />
          )}
          {website.shop_url && (
            <ListItem disablePadding>
              <ListItemButton
                component="a"
                href={website.shop_url}
                target="_blank"
                rel="noopener"
                onClick={onClose}
              >
                <ListItemText primary={t('shell.shop')} />
              </ListItemButton>
            </ListItem>
          )}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose()
                openContactDialog()
              }}
            >
              <ListItemText primary={t('shell.contact')} />
            </ListItemButton>
          </ListItem>
        </List>
        {website.auth_enabled && (
          <>
            <Divider />
            <List>
              {signedIn ? (
                <ListItem disablePadding>
                  <ListItemButton
                    onClick={() => {
                      onClose()
                      onLogout()
                    }}
                  >
                    <ListItemText primary={t('shell.logout')} />
                  </ListItemButton>
                </ListItem>
              ) : (
                <LinkItem to={paths.authLogin()} label={t('shell.login')} onClick={onClose} />
              )}
            </List>
          </>
        )}
      </Box>
    </Drawer>
  )
}
