import { readFileSync } from 'node:fs'

/** Seconds an HLS media playlist plays: the sum of its EXTINF lines (tests check clips with it). */
export function playlistSeconds(file: string): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((sum, line) => sum + Number.parseFloat(line.slice('#EXTINF:'.length)), 0)
}
