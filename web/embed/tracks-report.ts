import type { EmbedCommand } from '../../contract/values/embed.ts'
import type { EmbedEventBody } from './parent-messages.ts'
import type { RenditionList } from './rendition-list.ts'

const isCaptions = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions'

type TrackCommand = Extract<EmbedCommand, { type: 'select-captions' | 'select-quality' }>

/**
 * Tells the parent page the captions and qualities of the media playing, and which are chosen,
 * each time they change (a page that offers them itself: the TV app's remote); and does what it
 * asks of them, as the player's own menus would.
 */
export function tracksReport(
  video: HTMLVideoElement,
  renditions: RenditionList,
  post: (body: EmbedEventBody) => void,
) {
  const captions = () => [...video.textTracks].filter(isCaptions)
  const report = () =>
    post({
      type: 'tracks',
      captions: captions().map((track) => ({ language: track.language, label: track.label })),
      captionsShowing: captions().find((track) => track.mode === 'showing')?.language ?? null,
      qualities: [...renditions].map(({ height, bitrate }) => ({ height, bitrate })),
      qualitySelected: renditions.selectedIndex,
    })
  for (const event of ['change', 'addtrack', 'removetrack']) {
    video.textTracks.addEventListener(event, report)
  }
  for (const event of ['change', 'addrendition', 'removerendition']) {
    renditions.addEventListener(event, report)
  }
  return {
    /** Does what the parent asked of the captions or the quality. */
    select(command: TrackCommand) {
      if (command.type === 'select-quality') {
        if (command.index >= -1 && command.index < renditions.length) {
          renditions.selectedIndex = command.index
        }
        return
      }
      for (const track of captions()) {
        track.mode = track.language === command.language ? 'showing' : 'disabled'
      }
    },
  }
}
