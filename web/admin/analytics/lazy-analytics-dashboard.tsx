import { lazy, Suspense } from 'react'
import { Loading } from 'react-admin'

/** The dashboard and its charts (@mui/x-charts) load only when it is opened. */
const AnalyticsDashboard = lazy(() => import('./analytics-dashboard.tsx'))

export function LazyAnalyticsDashboard() {
  return (
    <Suspense fallback={<Loading />}>
      <AnalyticsDashboard />
    </Suspense>
  )
}
