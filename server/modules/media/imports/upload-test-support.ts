import { expect } from 'vitest'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { UPLOADS_PATH } from '../../../../contract/values/admin-media-imports.ts'

/** The tus protocol version every call names. */
const TUS = { 'Tus-Resumable': '1.0.0' }

/** tus metadata as the Upload-Metadata header carries it: each value in base64. */
export const uploadMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export type UploadCall = RequestInit & { token?: string; host?: string }

/**
 * tus calls to a test app listening on a port, as staff make them: fetch cannot set Host, so
 * each website is reached at a loopback address of its own (`origin(host)`), and every call
 * carries a staff token (`token()` unless the call names another).
 */
export function uploadClient(origin: (host?: string) => string, token: () => string) {
  const call = (url: string, init: UploadCall = {}) =>
    fetch(url.startsWith('http') ? url : `${origin(init.host)}${url}`, {
      ...init,
      headers: {
        ...TUS,
        Authorization: `WebsiteToken ${init.token ?? token()}`,
        ...init.headers,
      },
    })

  /** Asks to start an upload of `size` bytes; the answer is the server's. */
  const start = (size: number, fields: Record<string, string>, init: UploadCall = {}) =>
    call(`${ADMIN_API_BASE}${UPLOADS_PATH}`, {
      ...init,
      method: 'POST',
      headers: {
        ...init.headers,
        'Upload-Length': String(size),
        'Upload-Metadata': uploadMetadata(fields),
      },
    })

  const send = (location: string, offset: number, chunk: Buffer, init: UploadCall = {}) =>
    call(location, {
      ...init,
      method: 'PATCH',
      headers: {
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(chunk),
    })

  /** Starts an upload and answers its address. */
  async function create(size: number, fields: Record<string, string>, init: UploadCall = {}) {
    const created = await start(size, fields, init)
    expect(created.status, await created.clone().text()).toBe(201)
    return created.headers.get('location')!
  }

  /** Uploads the whole file in one call; answers its address. */
  async function upload(data: Buffer, fields: Record<string, string>, init: UploadCall = {}) {
    const location = await create(data.length, fields, init)
    expect((await send(location, 0, data, init)).status).toBe(204)
    return location
  }

  return { call, start, send, create, upload }
}
