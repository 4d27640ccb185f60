import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../contract/values/api-paths.ts'
import { apiServer } from '../test/api-server.ts'
import { dataProvider } from './data-provider.ts'

describe('the back office’s data provider', () => {
  /** The addresses the calls ask for, each answered with the rows of the uids in it. */
  function serve(): string[] {
    const asked: string[] = []
    apiServer.use(
      http.get(`${ADMIN_API_BASE}/*`, ({ request }) => {
        const { pathname, search, searchParams } = new URL(request.url)
        asked.push(decodeURIComponent(pathname + search))
        const uids = searchParams.get('uid__in')?.split(',')
        const one = pathname.match(/\/([^/]+)\/$/)?.[1]
        return HttpResponse.json(uids ? uids.map((uid) => ({ uid })) : { uid: one })
      }),
    )
    return asked
  }

  it('fetches the items a list shows in one call, not one per row', async () => {
    const asked = serve()
    const { data } = await dataProvider.getMany('items', { ids: ['i1', 'i2', 'i3'] })
    expect(data.map((row) => row.id)).toEqual(['i1', 'i2', 'i3'])
    expect(asked).toEqual([`${ADMIN_API_BASE}/items/?uid__in=i1,i2,i3&_start=0&_end=3`])
  })

  it('asks a list that cannot answer by uids for each record', async () => {
    const asked = serve()
    const { data } = await dataProvider.getMany('medias', { ids: ['m1', 'm2'] })
    expect(data.map((row) => row.id)).toEqual(['m1', 'm2'])
    expect(asked).toEqual([`${ADMIN_API_BASE}/medias/m1/`, `${ADMIN_API_BASE}/medias/m2/`])
  })
})
