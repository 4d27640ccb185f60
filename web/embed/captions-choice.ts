/** The viewer's last captions choice: a language, or `off`. */
const CAPTIONS_KEY = 'vitrine-embed-captions'

function read(): string | null {
  try {
    return window.localStorage.getItem(CAPTIONS_KEY)
  } catch {
    return null
  }
}

function write(choice: string) {
  try {
    window.localStorage.setItem(CAPTIONS_KEY, choice)
  } catch {
    // A frame of another site may be refused storage: the choice lasts for this page only.
  }
}

const isCaptions = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions'

/**
 * Remembers the captions the viewer turns on or off (the menu, the button or `c`), so the next
 * media, and the next visit, start with the same. `quiet()` is true while the player itself
 * changes the tracks (another media), which is no choice of the viewer's.
 */
export function rememberCaptions(video: HTMLVideoElement, quiet: () => boolean) {
  video.textTracks.addEventListener('change', () => {
    const tracks = [...video.textTracks].filter(isCaptions)
    if (quiet() || tracks.length === 0) return
    const showing = tracks.find((track) => track.mode === 'showing')
    write(showing ? showing.language : 'off')
  })
}

/** Whether a media's captions track in `language` should show from the start. */
export function captionsChosen(language: string): boolean {
  return read() === language
}
