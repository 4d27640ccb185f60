import EditIcon from '@mui/icons-material/Edit'
import Fab from '@mui/material/Fab'
import LinearProgress from '@mui/material/LinearProgress'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { getStaff } from '../../api/admin-get-staff.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import '../../i18n/editor/texts.ts'
import { openedToEdit } from './open-on-arrival.ts'

const EditorDrawer = lazy(async () => ({
  default: (await import('./editor-drawer.tsx')).EditorDrawer,
}))

/**
 * What the home page shows site staff whose role edits pages (GET /me/ says so; contributors'
 * does not): an edit button opening the editor drawer, whose code (drag and drop, every field)
 * is fetched on the first open; the drawer open at once when the page's address asks for it.
 */
export function SiteEditor() {
  const { t } = useTranslation()
  const staff = useQuery({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 5 * 60_000,
  })
  // Opened from the back office's menu (/?editor): the drawer at once.
  const [open, setOpen] = useState(openedToEdit)
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    // Back to the button that opened the drawer, once it has closed.
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])

  if (!staff.data?.permissions.includes('pages.edit')) return null
  if (open) {
    return (
      <Suspense
        fallback={
          <LinearProgress
            aria-label={t('editor.drawer.loading')}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'drawer' }}
          />
        }
      >
        <EditorDrawer onClose={() => setOpen(false)} />
      </Suspense>
    )
  }
  return (
    <Fab
      ref={button}
      variant="extended"
      color="primary"
      onClick={() => setOpen(true)}
      onPointerEnter={() => void import('./editor-drawer.tsx')}
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}
    >
      <EditIcon sx={{ mr: 1 }} aria-hidden />
      {t('editor.open')}
    </Fab>
  )
}
