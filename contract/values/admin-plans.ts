/** What the back office and the server share about plans, with no TypeBox. */

/** How often a plan is billed. */
export const PLAN_INTERVALS = ['month', 'year'] as const
export const PLAN_NAME_MAX_LENGTH = 150
export const PLAN_DESCRIPTION_MAX_LENGTH = 2000
export const MAX_TRIAL_DAYS = 365
/** The most items one plan may open. */
export const MAX_PLAN_ITEMS = 1000

export const PLAN_SORTS = ['position', 'name', 'amount'] as const
