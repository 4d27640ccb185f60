import { PLAN_INTERVALS } from '../../../contract/values/admin-plans.ts'

/** How often a plan is billed, as react-admin choices named in the back office's language. */
export const INTERVAL_CHOICES = PLAN_INTERVALS.map((id) => ({ id, name: `vitrine.interval.${id}` }))
