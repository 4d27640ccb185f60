/**
 * A mail of the outbox (.eml) as its reader sees it: quoted-printable soft breaks joined, its
 * escapes decoded as UTF-8, and encoded headers (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) spelt out.
 */
export function readableMail(eml: string): string {
  const blank = eml.search(/\r?\n\r?\n/)
  const [head, body] = blank < 0 ? [eml, ''] : [eml.slice(0, blank), eml.slice(blank)]
  // Long headers are folded onto lines that start with a space.
  const unfolded = head.replace(/\r?\n[ \t]/g, ' ').replace(/\?= =\?/g, '?==?')
  const headers = unfolded.replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=/gi,
    (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
  )
  return headers + quotedPrintable(body)
}

function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
