/**
 * Data exports: a CSV file of the website's customers or orders, made by a background job for
 * the staff who asked, as plain values (the back office names them in its language).
 */

import type { StaffPermission } from './staff-roles.ts'

/** What is exported. */
export const DATA_EXPORT_KINDS = ['customers', 'orders'] as const
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number]

/**
 * The permission each export takes: the one that lets staff see its rows in the back office. The
 * server checks it; the back office shows only the exports it allows.
 */
export const DATA_EXPORT_PERMISSIONS: Record<DataExportKind, StaffPermission> = {
  customers: 'customers.manage',
  orders: 'money.manage',
}

/** How many days an export and its file are kept after it was asked for; then both go. */
export const DATA_EXPORT_KEEP_DAYS = 7

/** Where an export stands: waiting for a worker, being written, ready, or failed. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number]

/** The path of an export's file under the staff API, once it is ready. */
export const dataExportFilePath = (uid: string) => `/data-exports/${encodeURIComponent(uid)}/file/`

/** The name an export's file downloads under: its kind and the day it was asked for. */
export const dataExportFileName = (kind: DataExportKind, createdAt: string) =>
  `${kind}-${createdAt.slice(0, 10)}.csv`
