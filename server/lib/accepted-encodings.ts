/** `gzip, br;q=0` → {gzip}: the codings an Accept-Encoding header allows. */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const quality = params.find((param) => param.startsWith('q='))
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}
