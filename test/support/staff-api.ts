import type { LightMyRequestResponse } from 'fastify'
import { ADMIN_API_BASE, type EditorContent } from '../../contract/schemas/admin.ts'
import type { Banner1Fields, Block, FaqFields, ItemsFields } from '../../contract/schemas/pages.ts'
import type { TestApp } from './app.ts'
import { signedIn } from './fixtures.ts'
import { button, colorBackground, heading, image, text } from '../../server/demo/block-props.ts'

/** Blocks and calls shared by the staff API tests. */

export function banner(uid: string, title: string, isDisplayed = true): Block {
  const fields: Banner1Fields = {
    title: heading(title),
    subtitle: text('Des films et des cours'),
    image: image('/images/website/banniere-1.jpg'),
    button1: button('Voir', '/medias'),
    button2: button('', '', { action: 'none' }),
    background: colorBackground('#1d1433'),
    layout: 'fullscreen',
  }
  return {
    uid,
    component: 'Banner1',
    title: 'Bannière',
    is_displayed: isDisplayed,
    fields: { ...fields },
  }
}

export function faq(uid: string, description: string): Block {
  const fields: FaqFields = {
    title: 'Questions',
    layout: 'paragraphs',
    entries: [{ uid: 'q1', title: 'Pourquoi ?', description, image: null }],
  }
  return { uid, component: 'Faq', title: 'FAQ', is_displayed: true, fields: { ...fields } }
}

export function items(uid: string, itemUids: string[]): Block {
  const fields: ItemsFields = {
    title: 'Nouveautés',
    layout: 'medias-grid',
    contents: itemUids.map((itemUid) => ({
      content_object_type: 'media',
      content_object: { uid: itemUid },
    })),
  }
  return { uid, component: 'Items', title: 'Vidéos', is_displayed: true, fields: { ...fields } }
}

/** A call to the staff API as `host`, with a token when given. */
export function adminCall(
  t: TestApp,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    token?: string
    host?: string
    payload?: unknown
    headers?: Record<string, string>
  } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${ADMIN_API_BASE}${url}`,
    headers: {
      host: options.host ?? 'a.test',
      ...(options.token ? signedIn(options.token) : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  })
}

export const putEditor = (t: TestApp, token: string, content: EditorContent) =>
  adminCall(t, 'PUT', '/editor/', { token, payload: content })

const BOUNDARY = '----vitrine-test-boundary'

/** How the one file part of a multipart body is named and typed. */
export interface FilePart {
  filename?: string
  type?: string
  field?: string
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartForm(
  file: Buffer | string,
  { filename = 'upload', type = 'application/octet-stream', field = 'file' }: FilePart = {},
) {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(file),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}
