import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin'
import {
  ADMIN_LISTS,
  MAX_ADMIN_PAGE,
  TOTAL_COUNT_HEADER,
  type AdminList,
} from '../../contract/values/admin-lists.ts'
import { staffFetch } from './api/staff-fetch.ts'
import type { AdminRecord } from './record.ts'

const METHOD_NOT_ALLOWED = 405

function isAdminList(resource: string): resource is AdminList {
  return Object.hasOwn(ADMIN_LISTS, resource)
}

function listPath(resource: string): string {
  if (!isAdminList(resource)) throw new HttpError(`Unknown resource ${resource}`, 404)
  return ADMIN_LISTS[resource]
}

/** Every row of the staff API has a `uid`; react-admin wants it as `id`. */
const withId = <Row extends { uid: string }>(row: Row): AdminRecord<Row> => ({
  ...row,
  id: row.uid,
})

/** The query of a list call, in the convention of contract/values/admin-lists.ts. */
function listQuery({ pagination, sort, filter }: GetListParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
  }
  if (pagination) {
    const start = (pagination.page - 1) * pagination.perPage
    query.set('_start', String(start))
    query.set('_end', String(start + Math.min(pagination.perPage, MAX_ADMIN_PAGE)))
  }
  if (sort?.field) {
    query.set('_sort', sort.field)
    query.set('_order', sort.order)
  }
  return query
}

async function getOne(resource: string, id: RaRecord['id']) {
  const response = await staffFetch(`${listPath(resource)}${encodeURIComponent(String(id))}/`)
  return withId((await response.json()) as { uid: string })
}

/** Lists that answer `uid__in`: the records a screen references come in one call. */
const LISTS_BY_UIDS: ReadonlySet<string> = new Set<AdminList>(['items'])

/** The records of these ids: one list call where the list can, else one call each. */
async function getMany(resource: string, ids: RaRecord['id'][]) {
  if (!LISTS_BY_UIDS.has(resource) || ids.length > MAX_ADMIN_PAGE) {
    return Promise.all(ids.map((id) => getOne(resource, id)))
  }
  const query = new URLSearchParams({
    uid__in: ids.map(String).join(','),
    _start: '0',
    _end: String(Math.max(1, ids.length)),
  })
  const response = await staffFetch(`${listPath(resource)}?${query.toString()}`)
  return ((await response.json()) as { uid: string }[]).map(withId)
}

/** The staff API cannot do this (yet): said plainly rather than pretended. */
const notOffered = (resource: string): Promise<never> =>
  Promise.reject(new HttpError(`The staff API cannot change ${resource}.`, METHOD_NOT_ALLOWED))

/**
 * react-admin's data provider over the staff API (ADMIN_API_BASE): lists in the convention of
 * contract/values/admin-lists.ts, one record at `{list}{uid}/`, changed with a PATCH there and deleted
 * with a DELETE.
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const response = await staffFetch(`${listPath(resource)}?${listQuery(params).toString()}`)
    const rows = (await response.json()) as { uid: string }[]
    return {
      data: rows.map(withId) as never[],
      total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length),
    }
  },
  async getOne(resource, params) {
    return { data: (await getOne(resource, params.id)) as never }
  },
  async getMany(resource, params) {
    return { data: (await getMany(resource, params.ids)) as never[] }
  },
  async getManyReference(resource, params) {
    return dataProvider.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    })
  },
  async create(resource, params) {
    const response = await staffFetch(listPath(resource), { method: 'POST', body: params.data })
    return { data: withId((await response.json()) as { uid: string }) as never }
  },
  /** `data` is the change the edit screen's `transform` made: only what changed. */
  async update(resource, params) {
    const path = `${listPath(resource)}${encodeURIComponent(String(params.id))}/`
    const response = await staffFetch(path, { method: 'PATCH', body: params.data })
    return { data: withId((await response.json()) as { uid: string }) as never }
  },
  updateMany: (resource) => notOffered(resource),
  async delete(resource, params) {
    const path = `${listPath(resource)}${encodeURIComponent(String(params.id))}/`
    await staffFetch(path, { method: 'DELETE' })
    return { data: params.previousData as never }
  },
  deleteMany: (resource) => notOffered(resource),
}
