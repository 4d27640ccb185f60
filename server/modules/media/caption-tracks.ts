import type { AssetRow } from './repo.ts'

/**
 * A caption track as `media_assets.captions` lists it. A track imported with the media sits at
 * `captions/{lang}.vtt` in the media's folder; one staff uploaded later carries the `key` it is
 * stored at, of its own, since several medias may share a folder (the demo's do).
 */
export interface CaptionTrack {
  lang: string
  label: string
  key?: string
}

export const captionTracksOf = (asset: Pick<AssetRow, 'captions'>): CaptionTrack[] =>
  JSON.parse(asset.captions) as CaptionTrack[]

/** Where the stream's file `rest` (`hls/…`, `hd.mp4`, `captions/fr.vtt`) is in the media store. */
export function streamKey(asset: Pick<AssetRow, 'captions' | 'folder'>, rest: string): string {
  const caption = /^captions\/(.+)\.vtt$/.exec(rest)
  const track = caption && captionTracksOf(asset).find((entry) => entry.lang === caption[1])
  return track?.key ?? `${asset.folder}/${rest}`
}
