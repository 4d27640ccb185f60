import { http, HttpResponse, type JsonBodyType } from 'msw'
import type {
  AdminCategory,
  AdminCategoryChange,
  AdminCategoryMove,
} from '../../../../contract/schemas/admin-categories.ts'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { apiServer, sentRequest } from '../../../test/api-server.ts'
import { applyMove } from '../tree/tree-moves.ts'

const category = (uid: string, name: string, parent: string | null, position: number) =>
  ({
    uid,
    name,
    slug: uid,
    parent_uid: parent,
    description: '',
    name_en: '',
    description_en: '',
    icon: null,
    thumbnail: null,
    is_on_navbar: parent === null,
    order_by: '-published_at',
    position,
    items_count: 0,
    children_count: 0,
  }) satisfies AdminCategory

/** Documentaires (Nature, Histoire), then Musique. */
export const TREE = [
  category('docs', 'Documentaires', null, 0),
  category('nature', 'Nature', 'docs', 0),
  category('history', 'Histoire', 'docs', 1),
  category('music', 'Musique', null, 1),
]

/** A call the screen made to the staff API: method, path and JSON body. */
export interface Call {
  method: string
  path: string
  body: unknown
}

type Answer = [status: number, body: unknown]

interface Refusals {
  /** What POST …/move/ answers instead of moving. */
  move?: Answer
  /** What PATCH answers instead of changing. */
  change?: Answer
}

const json = ([status, body]: Answer, total: number) =>
  HttpResponse.json(body as JsonBodyType, { status, headers: { 'X-Total-Count': String(total) } })

/**
 * The staff API's category routes over TREE: lists, one category, changes and moves applied as
 * the server makes them, unless `refusals` says otherwise.
 */
export function serveCategories(refusals: Refusals = {}) {
  let categories: AdminCategory[] = TREE
  const calls: Call[] = []
  const answer = (path: string, method: string, body: unknown): Answer => {
    const [, uid, action] = path.match(/^\/categories\/([^/?]+)\/(?:(move)\/)?$/) ?? []
    const current = categories.find((row) => row.uid === uid)
    if (path.startsWith('/categories/?')) return [200, categories]
    if (!current) return [404, { type: 'NotFound', message: 'Not found.' }]
    if (action === 'move') {
      if (refusals.move) return refusals.move
      categories = applyMove(categories, current.uid, body as AdminCategoryMove)
    } else if (method === 'PATCH') {
      if (refusals.change) return refusals.change
      categories = categories.map((row) =>
        row.uid === uid ? { ...row, ...(body as AdminCategoryChange) } : row,
      )
    }
    return [200, categories.find((row) => row.uid === uid)]
  }
  apiServer.use(
    http.all('*', async ({ request }) => {
      const { method, body = null } = await sentRequest(request)
      const { pathname, search } = new URL(request.url)
      const path = pathname.replace(ADMIN_API_BASE, '') + search
      calls.push({ method, path, body })
      return json(answer(path, method, body), categories.length)
    }),
  )
  return calls
}
