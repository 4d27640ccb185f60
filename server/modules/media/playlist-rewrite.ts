/**
 * Rewrites an HLS playlist so that every address in it carries a signature: the URI lines
 * (variants, segments) and the URI="..." attributes (EXT-X-MEDIA, EXT-X-MAP, EXT-X-KEY...).
 * Only relative addresses are stored in our playlists; an absolute one would leave the signed
 * space, so it is refused rather than passed through unsigned.
 */
export function signPlaylist(text: string, query: string): string {
  const sign = (uri: string) => {
    if (/^[a-z][a-z0-9+.-]*:|^\//i.test(uri) || uri.includes('..')) {
      throw new Error(`Playlist address outside the media: ${uri}`)
    }
    const bare = uri.split('?')[0] ?? uri
    return `${bare}?${query}`
  }
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim()
      if (trimmed === '') return line
      if (trimmed.startsWith('#')) {
        return line.replace(/URI="([^"]*)"/g, (_match, uri: string) => `URI="${sign(uri)}"`)
      }
      return sign(trimmed)
    })
    .join('\n')
}
