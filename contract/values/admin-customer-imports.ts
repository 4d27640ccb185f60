/** Values of the customer import that the back office and the server share. */

/** The statuses of an import: waiting for a worker, going through its lines, finished, failed. */
export const CUSTOMER_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const

/** The largest file an import takes, in characters (about 20 000 lines). */
export const CUSTOMER_IMPORT_MAX_CHARS = 4_000_000

/** What an import does with a line: a new customer, one of the website's updated, or nothing. */
export const CUSTOMER_IMPORT_ACTIONS = ['create', 'update', 'skip'] as const
