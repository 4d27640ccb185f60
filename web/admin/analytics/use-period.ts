import { useSearchParams } from 'react-router-dom'
import { defaultPeriod, type Period } from './period.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The period the dashboard shows, kept in the screen's address (`?from=…&to=…`), so a reload,
 * the back button and a shared link show the same figures; the last 30 days by default.
 */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams()
  const fallback = defaultPeriod()
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const period = {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
  }
  const choose = (next: Period) => setParams({ from: next.from, to: next.to }, { replace: true })
  return [period, choose]
}
