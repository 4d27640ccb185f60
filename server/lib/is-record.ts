/**
 * Kept while server/modules/admin/block-rules.ts imports isRecord from here; it lives in
 * contract/is-record.ts. Delete this file once that module imports it there.
 */
export { isRecord } from '../../contract/is-record.ts'
