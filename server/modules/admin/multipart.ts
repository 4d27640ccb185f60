/**
 * Reads one file out of a `multipart/form-data` body (RFC 7578) held in memory. The editor sends
 * a single picture, already size-limited by the route, so a streaming parser would buy nothing.
 */

export interface FormFile {
  filename: string
  contentType: string
  data: Buffer
}

const HEADERS_END = Buffer.from('\r\n\r\n')

/** The boundary parameter of a multipart content type, unquoted. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

/** A header parameter such as `name="file"` of a Content-Disposition line. */
function parameter(line: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(line)
  if (match?.[1] !== undefined) return match[1].replace(/\\(.)/g, '$1')
  const bare = new RegExp(`;\\s*${name}=([^\\s;]+)`, 'i').exec(line)
  return bare?.[1] ?? null
}

/** The part named `field`, if the body has one with a file in it. */
export function formFile(body: Buffer, boundary: string, field: string): FormFile | null {
  const delimiter = Buffer.from(`--${boundary}`)
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`)
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length
    // `--boundary--` closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') return null
    const headersStart = afterDelimiter + 2
    const headersEnd = body.indexOf(HEADERS_END, headersStart)
    if (headersEnd === -1) return null
    const end = body.indexOf(nextDelimiter, headersEnd + HEADERS_END.length)
    if (end === -1) return null
    const headers = body.toString('utf8', headersStart, headersEnd).split('\r\n')
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? ''
    const filename = parameter(disposition, 'filename')
    if (parameter(disposition, 'name') === field && filename !== null) {
      const type = headers.find((line) => /^content-type:/i.test(line))
      return {
        filename,
        contentType: type?.slice(type.indexOf(':') + 1).trim() ?? 'application/octet-stream',
        data: body.subarray(headersEnd + HEADERS_END.length, end),
      }
    }
    start = end + 2
  }
  return null
}
