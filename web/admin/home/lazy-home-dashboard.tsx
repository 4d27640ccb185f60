import { lazy, Suspense } from 'react'
import { Loading } from 'react-admin'

/** The home dashboard loads only when it is opened, as the analytics do. */
const HomeDashboard = lazy(() => import('./home-dashboard.tsx'))

export function LazyHomeDashboard() {
  return (
    <Suspense fallback={<Loading />}>
      <HomeDashboard />
    </Suspense>
  )
}
