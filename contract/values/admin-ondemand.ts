/** On-demand requests as the back office shows them, as plain values (no TypeBox here). */

/** Where a requested item stands: waiting for the staff, or answered. */
export const ONDEMAND_STATUSES = ['pending', 'accepted', 'rejected'] as const
export type OnDemandStatus = (typeof ONDEMAND_STATUSES)[number]

/** What the staff may answer. */
export const ONDEMAND_DECISIONS = ['accepted', 'rejected'] as const
export type OnDemandDecision = (typeof ONDEMAND_DECISIONS)[number]

/** The longest message the staff may send with a decision. */
export const ONDEMAND_MESSAGE_MAX_LENGTH = 1000
