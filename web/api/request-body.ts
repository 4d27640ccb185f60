/** A body ready for fetch, with the Content-Type it needs (none for multipart: fetch sets it). */
export interface EncodedBody {
  body: BodyInit
  contentType: string | undefined
}

function isBinary(value: unknown): value is Blob | ArrayBuffer | ArrayBufferView | string {
  return (
    typeof value === 'string' ||
    value instanceof Blob ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value)
  )
}

/** Spec §7: FormData as multipart, files/bytes/text as octet-stream, anything else as JSON. */
export function encodeBody(value: unknown): EncodedBody {
  if (value instanceof FormData) return { body: value, contentType: undefined }
  if (isBinary(value)) return { body: value as BodyInit, contentType: 'application/octet-stream' }
  return { body: JSON.stringify(value), contentType: 'application/json' }
}

/** Spec §7: answers are read as JSON, text or a blob according to their Content-Type. */
export async function decodeAnswer(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined
  const type = response.headers.get('content-type') ?? ''
  if (/[/+]json\b/.test(type)) {
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : undefined
  }
  if (type.startsWith('text/')) return response.text()
  return response.blob()
}
