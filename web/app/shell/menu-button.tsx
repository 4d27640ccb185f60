import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Button from '@mui/material/Button'
import { lazy, Suspense, useId, useState } from 'react'
import type { MenuEntry } from './link-menu.tsx'

export type { MenuEntry } from './link-menu.tsx'

const LinkMenu = lazy(async () => ({ default: (await import('./link-menu.tsx')).LinkMenu }))

/** A button that opens a menu of links (category children, 'Plus', partners). */
export function MenuButton({ label, entries }: { label: string; entries: MenuEntry[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  const menuId = useId()
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LinkMenu id={menuId} anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
