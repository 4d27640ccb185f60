/** Customers' invitations as the back office lists and sends them, as plain values. */

/** The fields the customer invitation list may be sorted by. */
export const CUSTOMER_INVITATION_SORTS = ['created_at', 'email', 'expires_at'] as const

/**
 * Where an invitation stands, judged at the moment of the call: `pending` — its link still
 * works; `expired` — nobody registered from it in time (resending opens it again); `accepted` —
 * the guest registered from it.
 */
export const CUSTOMER_INVITATION_STATUSES = ['pending', 'expired', 'accepted'] as const
export type CustomerInvitationStatus = (typeof CUSTOMER_INVITATION_STATUSES)[number]

/** The longest first or last name an invitation takes. */
export const INVITATION_NAME_MAX_LENGTH = 150
/** The longest value of a registration field an invitation fills in (as registration takes). */
export const INVITATION_FIELD_MAX_LENGTH = 1000
