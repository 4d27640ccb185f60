/**
 * Rewrites every address in an HLS playlist: the URI lines (variants, segments) and the URI="..."
 * attributes (EXT-X-MEDIA, EXT-X-MAP, EXT-X-KEY...). Only relative addresses are stored in our
 * playlists; an absolute one would leave the signed space, so it is refused rather than passed
 * through unsigned. `address` gets the address without its query.
 */
export function rewritePlaylist(text: string, address: (uri: string) => string): string {
  const rewrite = (uri: string) => {
    if (/^[a-z][a-z0-9+.-]*:|^\//i.test(uri) || uri.includes('..')) {
      throw new Error(`Playlist address outside the media: ${uri}`)
    }
    return address(uri.split('?')[0] ?? uri)
  }
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim()
      if (trimmed === '') return line
      if (trimmed.startsWith('#')) {
        return line.replace(/URI="([^"]*)"/g, (_match, uri: string) => `URI="${rewrite(uri)}"`)
      }
      return rewrite(trimmed)
    })
    .join('\n')
}

/** The playlist with every address inside carrying the signed query (`v`, `e`, `s`). */
export function signPlaylist(text: string, query: string): string {
  return rewritePlaylist(text, (uri) => `${uri}?${query}`)
}

/** The addresses a playlist holds, without their queries, each once. */
export function playlistAddresses(text: string): string[] {
  const found = new Set<string>()
  rewritePlaylist(text, (uri) => {
    found.add(uri)
    return uri
  })
  return [...found]
}
