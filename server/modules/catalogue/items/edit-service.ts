import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AdminItemChange, AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import type { Database } from '../../../db/schema.ts'
import type { ObjectStore } from '../../../storage/object-store.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import { refuseMediasGivenAway } from '../../access/playlist-openness.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { findCategoryUids } from '../category-service.ts'
import { textOfHtml } from '../../../lib/html.ts'
import { cleanDescription } from '../description.ts'
import { normalizeForSearch } from '../../../lib/normalize-for-search.ts'
import { recordChange } from '../../audit-log/service.ts'
import { removeStoredKeys, removeUnusedMedias } from '../../media/editing/removal.ts'
import type { StaffPermission } from '../../../../contract/values/staff-roles.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  countItemCustomers,
  deleteItem,
  findPlaylistItemsHolding,
  findPricesWithPurchases,
  lockItem,
  writeContentTexts,
  writeItem,
  writeItemCategories,
  writePrices,
} from './edit-repo.ts'
import { replacePlaylistEntries } from './playlist-medias.ts'
import { deleteUnshownPlaylist } from './playlist-repo.ts'
import { getAdminItem, type CatalogueScope } from './service.ts'

const flag = (value: boolean) => (value ? 1 : 0)

/**
 * The fields that decide who may watch an item, and the permission changing each one needs: a
 * contributor writes content but never opens, closes or frees it. A field sent unchanged needs
 * nothing, so a form may send what it shows.
 */
const ACCESS_FIELDS = {
  monetization_enabled: 'catalogue.prices',
  is_content_downloadable: 'catalogue.prices',
  visibility_type: 'catalogue.publish',
  published_at: 'catalogue.publish',
} as const satisfies Record<string, StaffPermission>

type AccessField = keyof typeof ACCESS_FIELDS

/** Whether a sent value is the stored one; a date in another spelling of the same instant is. */
function unchanged(field: AccessField, sent: string | boolean, stored: string | boolean): boolean {
  if (field !== 'published_at') return sent === stored
  return Date.parse(String(sent)) === Date.parse(String(stored))
}

/** Refuses (403) a change of an access field the viewer's role may not make. */
function checkAccessFields(
  viewer: Viewer | null,
  change: AdminItemChange,
  before: AdminItemDetail,
): void {
  for (const field of Object.keys(ACCESS_FIELDS) as AccessField[]) {
    const sent = change[field]
    if (sent !== undefined && !unchanged(field, sent, before[field])) {
      requirePermission(viewer, ACCESS_FIELDS[field])
    }
  }
}

/** Each category named must be one of the website's, and named once. */
async function checkCategories(scope: CatalogueScope, uids: readonly string[]): Promise<void> {
  if (new Set(uids).size !== uids.length) {
    throw invalidField('category_uids', 'Name each category once.')
  }
  const known = new Set(await findCategoryUids(scope.db, scope.websiteUid, [...uids]))
  const unknown = uids.filter((uid) => !known.has(uid))
  if (unknown.length > 0) {
    throw invalidField('category_uids', `This website has no category ${unknown.join(', ')}.`)
  }
}

/**
 * The new price list may keep, change, add and remove prices, but never take from a buyer what
 * they paid for: a bought price stays, with the downloads it gave (its amount and length may
 * change, for the next buyers only: a purchase keeps its own amount and end).
 */
async function checkPrices(
  scope: CatalogueScope,
  itemUid: string,
  prices: NonNullable<AdminItemChange['prices']>,
): Promise<void> {
  const stored = new Map(
    (await findPricesWithPurchases(scope.db, scope.websiteUid, itemUid)).map((row) => [
      row.uid,
      row,
    ]),
  )
  const kept = prices.flatMap((price) => (price.uid ? [price.uid] : []))
  if (new Set(kept).size !== kept.length) throw invalidField('prices', 'Name each price once.')
  const foreign = kept.filter((uid) => !stored.has(uid))
  if (foreign.length > 0) {
    throw invalidField('prices', `This item has no price ${foreign.join(', ')}.`)
  }
  for (const [uid, price] of stored) {
    if (Number(price.purchases) === 0) continue
    const next = prices.find((candidate) => candidate.uid === uid)
    if (!next) {
      throw conflict(
        `Customers bought the price ${uid}: it cannot be removed. Make the item private to stop selling it.`,
        'prices',
      )
    }
    if (next.downloadable_choices !== price.downloadable_choices) {
      throw conflict(
        `Customers bought the price ${uid}: the downloads it gave them cannot change.`,
        'prices',
      )
    }
  }
}

/**
 * PATCH /items/{uid}/: changes what staff sent of an item, in one transaction with its audit
 * entry, and answers the item as it became. Any catalogue write bumps the website's
 * catalogue version (migration 0003), so visitors see the change on their next request.
 */
export async function changeAdminItem(
  scope: CatalogueScope,
  viewer: Viewer | null,
  uid: string,
  change: AdminItemChange,
): Promise<AdminItemDetail> {
  const staff = requirePermission(viewer, 'catalogue.edit')
  if (change.prices !== undefined) requirePermission(viewer, 'catalogue.prices')
  // Giving a media away through a playlist frees it: as much a pricing decision as a price.
  if (change.confirm_medias_given_away) requirePermission(viewer, 'catalogue.prices')
  return scope.db.transaction().execute(async (trx) => {
    const within: CatalogueScope = { ...scope, db: trx }
    const locked = await lockItem(trx, scope.dialect, scope.websiteUid, uid)
    if (!locked) throw notFound('No item of this website has this uid.')
    const before = await getAdminItem(within, uid)
    checkAccessFields(viewer, change, before)
    if (change.category_uids) await checkCategories(within, change.category_uids)
    if (change.prices) await checkPrices(within, uid, change.prices)
    if (change.medias && locked.content_object_type !== 'playlist') {
      throw invalidField('medias', 'Only a playlist holds medias.')
    }

    const name = change.name?.trim() ?? before.name
    if (name === '') throw invalidField('name', 'This field may not be blank.')
    const excerpt = change.excerpt ?? before.excerpt
    const description =
      change.description === undefined ? before.description : cleanDescription(change.description)
    const english = {
      name_en: change.name_en?.trim() ?? before.name_en,
      excerpt_en: change.excerpt_en ?? before.excerpt_en,
      description_en:
        change.description_en === undefined
          ? before.description_en
          : cleanDescription(change.description_en),
    }
    const tags = change.tags?.map((tag) => tag.trim()) ?? before.tags
    const publishedAt = change.published_at
      ? new Date(change.published_at).toISOString()
      : before.published_at
    const content = { type: locked.content_object_type, uid: locked.content_object_uid }
    await writeContentTexts(trx, scope.websiteUid, content, {
      name,
      excerpt,
      excerpt_is_custom: flag(excerpt !== ''),
      description,
      ...english,
      tags: JSON.stringify(tags),
    })
    await writeItem(trx, scope.websiteUid, uid, {
      name,
      name_en: english.name_en,
      visibility_type: change.visibility_type ?? before.visibility_type,
      monetization_enabled: flag(change.monetization_enabled ?? before.monetization_enabled),
      is_content_downloadable: flag(
        change.is_content_downloadable ?? before.is_content_downloadable,
      ),
      published_at: publishedAt,
      // Both languages' words: a visitor finds an item by the words they read on it.
      search_text: normalizeForSearch(
        [
          name,
          excerpt,
          textOfHtml(description),
          ...tags,
          english.name_en,
          english.excerpt_en,
          textOfHtml(english.description_en),
        ].join(' '),
      ),
    })
    if (change.category_uids) {
      await writeItemCategories(
        trx,
        scope.websiteUid,
        { uid, name, name_en: english.name_en, published_at: publishedAt },
        change.category_uids,
      )
    }
    if (change.prices) await writePrices(trx, scope.websiteUid, uid, change.prices)
    if (change.medias) {
      const entries = change.medias.map((media) => ({
        uid: media.uid,
        season: media.season ?? null,
      }))
      await replacePlaylistEntries(within, content.uid, entries, 'medias')
    }

    // Who may watch changed: no playlist may now give a media away (unless staff mean it).
    if (
      change.visibility_type !== undefined ||
      change.monetization_enabled !== undefined ||
      change.medias
    ) {
      const playlists =
        content.type === 'playlist'
          ? [uid]
          : await findPlaylistItemsHolding(trx, scope.websiteUid, content.uid)
      await refuseMediasGivenAway(trx, scope.websiteUid, {
        playlistItemUids: playlists,
        confirmed: change.confirm_medias_given_away === true,
        field: change.medias ? 'medias' : 'visibility_type',
      })
    }

    const after = await getAdminItem(within, uid)
    await recordChange(
      trx,
      { websiteUid: scope.websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'item', recordUid: uid, before, after },
    )
    return after
  })
}

/** Where a deleted item's files are removed from, and where a file left behind is told. */
export interface StoredFiles {
  store: ObjectStore
  log: FastifyBaseLogger
}

/**
 * The medias an item showed that may go with it: its media, or those of its playlist when no
 * other item shows that playlist (then deleted too). Answers them and the stored keys the
 * playlist's own picture had.
 */
async function contentLeftBehind(
  trx: Kysely<Database>,
  websiteUid: string,
  content: { content_object_type: string; content_object_uid: string },
): Promise<{ mediaUids: string[]; keys: string[] }> {
  if (content.content_object_type === 'media') {
    return { mediaUids: [content.content_object_uid], keys: [] }
  }
  const playlist = await deleteUnshownPlaylist(trx, websiteUid, content.content_object_uid)
  if (!playlist) return { mediaUids: [], keys: [] }
  return { mediaUids: playlist.mediaUids, keys: playlist.thumbnail ? [playlist.thumbnail] : [] }
}

/**
 * DELETE /items/{uid}/: removes an item nobody bought or asked for, with its audit entry, and its
 * media (or playlist and the medias in it) with their stored files, unless another item or
 * playlist still uses them. One that customers bought or requested is refused (409): make it
 * private instead, so no purchase or request ever points at nothing.
 */
export async function deleteAdminItem(
  scope: CatalogueScope,
  viewer: Viewer | null,
  uid: string,
  files: StoredFiles,
): Promise<void> {
  const staff = requirePermission(viewer, 'catalogue.delete')
  const actor = { websiteUid: scope.websiteUid, staffUserUid: staff.uid }
  const keys = await scope.db.transaction().execute(async (trx) => {
    const within: CatalogueScope = { ...scope, db: trx }
    const locked = await lockItem(trx, scope.dialect, scope.websiteUid, uid)
    if (!locked) throw notFound('No item of this website has this uid.')
    const customers = await countItemCustomers(trx, scope.websiteUid, uid)
    if (customers.purchases > 0 || customers.requests > 0) {
      throw conflict(
        'Customers bought or asked for this item: it cannot be deleted. Make it private to hide it.',
      )
    }
    const before = await getAdminItem(within, uid)
    await deleteItem(trx, scope.websiteUid, uid)
    await recordChange(trx, actor, {
      action: 'delete',
      resource: 'item',
      recordUid: uid,
      before,
      after: null,
    })
    const left = await contentLeftBehind(trx, scope.websiteUid, locked)
    return [...left.keys, ...(await removeUnusedMedias(trx, actor, left.mediaUids))]
  })
  await removeStoredKeys(scope.db, files.store, keys, files.log)
}
