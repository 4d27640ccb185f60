import type { Kysely } from 'kysely'
import type {
  AdminBundle,
  AdminBundleChange,
  AdminBundleInput,
  AdminBundlesQuery,
} from '../../../contract/schemas/admin-bundles.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { recordChange } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { areItemsOfWebsite } from '../catalogue/item-service.ts'
import {
  deleteBundle,
  findAdminBundle,
  findBundleItemUids,
  findBundlePage,
  insertBundle,
  nextBundlePosition,
  replaceBundleItems,
  updateBundle,
  type BundleRow,
} from './staff-repo.ts'

/** Where the bundle calls work: the database, the website, the owner who asks. */
export interface BundleScope {
  db: Kysely<Database>
  websiteUid: string
  staff: Viewer
}

const NO_BUNDLE = 'No bundle of this website has this uid.'
const BOUGHT =
  'Customers bought this bundle: it cannot be deleted, or their purchases would lose their origin. Withdraw it from sale instead.'
const UNKNOWN_ITEMS = 'Every item must be an item of this website.'

function toAdminBundle(row: BundleRow, itemUids: string[]): AdminBundle {
  return {
    uid: row.uid,
    name: row.name,
    description: row.description,
    amount: row.amount,
    period: row.period,
    on_sale: Boolean(row.on_sale),
    position: row.position,
    item_uids: itemUids,
    purchases_count: Number(row.purchases_count ?? 0),
  }
}

/** GET /bundles/: in the storefront's order unless sorted otherwise. */
export async function listAdminBundles(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminBundlesQuery,
): Promise<ListAnswer<AdminBundle>> {
  const page = listPage(query, 'ASC')
  const sort = query._sort ?? 'position'
  const { total, rows } = await findBundlePage(db, websiteUid, query, sort, page)
  const items = await findBundleItemUids(
    db,
    websiteUid,
    rows.map((row) => row.uid),
  )
  return { total, rows: rows.map((row) => toAdminBundle(row, items.get(row.uid) ?? [])) }
}

/** GET /bundles/{uid}/, or 404. */
export async function getAdminBundle(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminBundle> {
  const row = await findAdminBundle(db, websiteUid, uid)
  if (!row) throw notFound(NO_BUNDLE)
  const items = await findBundleItemUids(db, websiteUid, [uid])
  return toAdminBundle(row, items.get(uid) ?? [])
}

/** A 400 naming `item_uids` unless every uid is an item of the website. */
async function checkItems(db: Kysely<Database>, websiteUid: string, itemUids: string[]) {
  if (!(await areItemsOfWebsite(db, websiteUid, itemUids))) {
    throw invalidField('item_uids', UNKNOWN_ITEMS)
  }
}

/** A 400 naming `name` when it is only blanks. */
function trimmedName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') throw invalidField('name', 'This field may not be blank.')
  return trimmed
}

/** POST /bundles/: listed after the others; written with its audit entry. */
export async function createAdminBundle(
  scope: BundleScope,
  input: AdminBundleInput,
): Promise<AdminBundle> {
  const { db, websiteUid, staff } = scope
  const name = trimmedName(input.name)
  return db.transaction().execute(async (trx) => {
    await checkItems(trx, websiteUid, input.item_uids)
    const uid = newUid()
    await insertBundle(trx, websiteUid, uid, {
      name,
      description: input.description ?? '',
      amount: input.amount,
      period: input.period,
      on_sale: input.on_sale === false ? 0 : 1,
      position: await nextBundlePosition(trx, websiteUid),
      created_at: new Date().toISOString(),
    })
    await replaceBundleItems(trx, websiteUid, uid, input.item_uids)
    const after = await getAdminBundle(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'bundle', recordUid: uid, before: null, after },
    )
    return after
  })
}

/**
 * PATCH /bundles/{uid}/: what changed, with its audit entry. Buyers keep what they bought: a
 * new price, period or set of items holds for the next buyers only.
 */
export async function changeAdminBundle(
  scope: BundleScope,
  uid: string,
  change: AdminBundleChange,
): Promise<AdminBundle> {
  const { db, websiteUid, staff } = scope
  const { item_uids: itemUids, on_sale: onSale, name, ...values } = change
  const trimmed = name === undefined ? {} : { name: trimmedName(name) }
  return db.transaction().execute(async (trx) => {
    const before = await getAdminBundle(trx, websiteUid, uid)
    if (itemUids) await checkItems(trx, websiteUid, itemUids)
    await updateBundle(trx, websiteUid, uid, {
      ...values,
      ...trimmed,
      ...(onSale === undefined ? {} : { on_sale: onSale ? 1 : 0 }),
    })
    if (itemUids) await replaceBundleItems(trx, websiteUid, uid, itemUids)
    const after = await getAdminBundle(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'bundle', recordUid: uid, before, after },
    )
    return after
  })
}

/** DELETE /bundles/{uid}/: refused (409) once anyone bought it. */
export async function deleteAdminBundle(scope: BundleScope, uid: string): Promise<void> {
  const { db, websiteUid, staff } = scope
  await db.transaction().execute(async (trx) => {
    const before = await getAdminBundle(trx, websiteUid, uid)
    if (before.purchases_count > 0) throw conflict(BOUGHT)
    await deleteBundle(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'delete', resource: 'bundle', recordUid: uid, before, after: null },
    )
  })
}
