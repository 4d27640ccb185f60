/** A paused subscription's status: outside the live statuses, so it gives no access meanwhile. */
export const PAUSED = 'paused'
