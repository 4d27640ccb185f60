import Typography from '@mui/material/Typography'
import { Suspense, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useStaffRole } from '../../api/admin-staff-role.ts'
import { useWebsite } from '../../api/get-website.ts'
import { BlockActionsContext, type BlockActions } from './block-actions.tsx'
import { BlockList } from './block-list.tsx'
import { PageSkeleton } from './page-skeleton.tsx'
import { usePage } from '../../api/get-page.ts'
import { useSession } from '../../api/session.ts'
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

interface HomePageProps extends BlockActions {
  /** What site staff get on the page (the editor): the app gives it, it loads for staff only. */
  StaffTools?: ComponentType
  /** The signed-in visitor's own rows ("Continuer à regarder"): loaded for them only. */
  ViewerRows?: ComponentType
}

const noSubscription = () => () => {}

/**
 * False while React hydrates the server's page, true after: what depends on the browser alone
 * (the login token) is drawn only then, so the first screen stays the anonymous one.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The home page (spec §2): the blocks of the page the website names as its home, a skeleton
 * until they arrive. `actions` lets the cart drawer and contact dialog answer block buttons.
 */
export function HomePage(props: HomePageProps) {
  const { onOpenSubscriptions, onOpenContact, StaffTools, ViewerRows } = props
  const actions = useMemo(
    () => ({ onOpenSubscriptions, onOpenContact }),
    [onOpenSubscriptions, onOpenContact],
  )
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle()
  const page = usePage(website.home_page)
  const staff = useStaffRole() !== null
  const signedIn = useSession((state) => state.token !== null)
  const hydrated = useHydrated()
  useEffect(() => {
    if (page.error) console.error('The home page failed to load', page.error)
  }, [page.error])

  return (
    <BlockActionsContext.Provider value={actions}>
      <Typography component="h1" sx={VISUALLY_HIDDEN}>
        {website.name}
      </Typography>
      {hydrated && signedIn && ViewerRows && (
        <Suspense fallback={null}>
          <ViewerRows />
        </Suspense>
      )}
      {page.isLoading ? (
        <PageSkeleton label={t('home.loading')} />
      ) : (
        <BlockList blocks={page.data?.content ?? []} />
      )}
      {staff && StaffTools && (
        <Suspense fallback={null}>
          <StaffTools />
        </Suspense>
      )}
    </BlockActionsContext.Provider>
  )
}
