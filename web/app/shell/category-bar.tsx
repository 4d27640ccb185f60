import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Toolbar from '@mui/material/Toolbar'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import type { TFunction } from '../../i18n/translator.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import { paths } from '../../lib/paths.ts'
import { MenuButton, type MenuEntry } from './menu-button.tsx'
import { splitNavbar } from './navbar-split.ts'

function entriesOf(category: Category, t: TFunction, depth = 0): MenuEntry[] {
  return [
    {
      label: depth === 0 ? t('shell.allOf', { name: category.name }) : category.name,
      to: paths.category(category.slug),
      depth,
    },
    ...category.children.map((child) => ({
      label: child.name,
      to: paths.category(child.slug),
      depth: depth + 1,
    })),
  ]
}

/** The first five navbar categories with their children; the others under 'Plus' (spec §2). */
export function CategoryBar({ categories }: { categories: Category[] }) {
  const { t } = useTranslation()
  const { shown, more } = splitNavbar(categories)
  if (shown.length === 0) return null
  return (
    <HydrationRegion>
      <Toolbar
        component="nav"
        aria-label={t('shell.categoryBar')}
        variant="dense"
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, overflowX: 'auto' }}
      >
        {shown.map((category) =>
          category.children.length > 0 ? (
            <MenuButton key={category.uid} label={category.name} entries={entriesOf(category, t)} />
          ) : (
            <Button
              key={category.uid}
              color="inherit"
              component={Link}
              to={paths.category(category.slug)}
            >
              {category.name}
            </Button>
          ),
        )}
        {more.length > 0 && (
          <MenuButton
            label={t('shell.more')}
            entries={more.flatMap((category) => [
              { label: category.name, to: paths.category(category.slug) },
              ...category.children.map((child) => ({
                label: child.name,
                to: paths.category(child.slug),
                depth: 1,
              })),
            ])}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
      </Toolbar>
    </HydrationRegion>
  )
}
