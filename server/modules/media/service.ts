/**
 * What other domains read of medias: a playlist's medias in order, a media's files and its
 * summary (name, duration, pictures). They never import the repository.
 */
export { findPlaylistMediaUids, findAssets, findMediaSummaries } from './repo.ts'
export type { AssetRow } from './repo.ts'
