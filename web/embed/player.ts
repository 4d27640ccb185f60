// First: what media-chrome's controls read as they are defined (controls.ts imports them).
import { pageRenditions } from './before-controls.ts'
import type { Playback, PlaybackMedia } from '../../contract/schemas/playback.ts'
import { captionsChosen, rememberCaptions } from './captions-choice.ts'
import { arrowSeeking, measureControls, pictureInPictureItem } from './controls.ts'
import { videoSource } from './hls-source.ts'
import { mediaSession } from './media-session.ts'
import { readPageData, type PageData } from './page-data.ts'
import { remotePlayback } from './remote-playback.ts'
import { onParentCommand, postToParent, type EmbedEventBody } from './parent-messages.ts'
import { playlistView } from './playlist-view.ts'
import { progressReporter } from './progress-reporter.ts'
import { tracksReport } from './tracks-report.ts'
import { viewerToken } from './viewer-token.ts'
import { waitForLive, waitsForLive } from './live-wait.ts'

/**
 * The embed player (served as a file: the page's CSP allows no inline script). It plays the
 * page's playback data with native HLS, hls.js over <video>, or the progressive MP4, under
 * media-chrome's controls, moves through a playlist, reports progress, and talks to the parent
 * page with the messages of contract/values/embed.ts.
 */
function startPlayer(data: PageData) {
  const { root, texts } = data
  const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector)
  const controller = $<HTMLElement>('media-controller')
  const video = $<HTMLVideoElement>('video')
  const playButton = $<HTMLButtonElement>('.play')
  const message = $<HTMLElement>('.message')
  const notice = $<HTMLElement>('.notice')
  if (!controller || !video || !playButton || !message || !notice) return
  const poster = $<HTMLImageElement>('.poster')

  let playback: Playback = data.playback
  let index = 0
  let startedMedia = -1
  let lastTimeUpdate = 0
  let recovering = false
  let changingTracks = false

  const currentMedia = (): PlaybackMedia | undefined => playback.medias[index]
  const post = (body: EmbedEventBody) => postToParent(data.itemUid, currentMedia()?.uid ?? '', body)
  const progress = progressReporter({
    data,
    video,
    currentMedia,
    started: () => startedMedia === index,
    post,
  })
  const source = videoSource({ data, video, renditions: pageRenditions, onFatalError })
  const playlist = playlistView(root, texts, (at) => changeTo(at))
  rememberCaptions(video, () => changingTracks)
  const tracks = tracksReport(video, pageRenditions, post)
  arrowSeeking(controller, video)
  pictureInPictureItem(controller)
  measureControls(controller)
  const session = mediaSession(video)
  const elsewhere = remotePlayback(video, $<HTMLButtonElement>('.play-elsewhere'))
  const title = $<HTMLElement>('h1')?.textContent ?? ''

  /** Asks the server again, with the visitor's login token when there is one. */
  async function fetchPlayback(): Promise<Playback | null> {
    const token = viewerToken()
    const headers: Record<string, string> = token ? { authorization: `WebsiteToken ${token}` } : {}
    try {
      const answer = await fetch(data.playbackAddress, { headers, credentials: 'same-origin' })
      return answer.ok ? ((await answer.json()) as Playback) : null
    } catch {
      return null
    }
  }

  function showMessage(text: string | null) {
    message!.textContent = text ?? ''
    notice!.hidden = !text
  }

  function setTracks(media: PlaybackMedia | null) {
    changingTracks = true
    video!.querySelectorAll('track').forEach((track) => track.remove())
    for (const caption of media?.captions ?? []) {
      const track = document.createElement('track')
      track.kind = 'subtitles'
      track.srclang = caption.lang
      track.label = caption.label
      track.src = caption.src
      track.default = captionsChosen(caption.lang)
      video!.append(track)
    }
    // Track changes are announced in a task of their own: the viewer's choices come after.
    window.setTimeout(() => (changingTracks = false))
  }

  function select(at: number, play: boolean, startAt = 0) {
    const media = playback.medias[at]
    if (!media) return
    if (at !== index) progress.changeMedia()
    index = at
    source.detach()
    playlist.render(playback.medias, index)
    if (!media.hls) {
      setTracks(null)
      controller!.hidden = true
      if (poster) poster.hidden = false
      playButton!.hidden = true
      showMessage(playback.message ?? texts.notReady)
      return
    }
    showMessage(null)
    video!.poster = media.poster ?? ''
    session.show(
      { title: media.name, album: title, artwork: media.poster },
      {
        previous: playback.medias[at - 1] ? () => changeTo(at - 1) : null,
        next: playback.medias[at + 1] ? () => changeTo(at + 1) : null,
      },
    )
    setTracks(media)
    controller!.hidden = false
    if (poster) poster.hidden = true
    playButton!.setAttribute('aria-label', `${texts.play} — ${media.name}`)
    playButton!.hidden = play
    void source.attach(media, startAt).then((attached) => {
      if (attached) elsewhere.watch()
      if (attached && play) start()
    })
  }

  function start() {
    video!.play().catch((error: unknown) => {
      // A pause before the start was done (the viewer, or the remote's OK, pausing at once)
      // interrupts it: that is no refusal, and the video stays paused.
      if (error instanceof DOMException && error.name === 'AbortError') return
      if (video!.muted) {
        playButton!.hidden = false
        return
      }
      // Sound was refused without a tap in this frame (Safari, a page that delegates no
      // autoplay): muted, it plays, and the viewer turns the sound on in the controls. Refused
      // even so: the visitor starts it, with the sound.
      video!.muted = true
      video!.play().catch(() => {
        video!.muted = false
        playButton!.hidden = false
      })
    })
  }

  function onFatalError(mediaError: boolean) {
    if (mediaError && source.recoverMediaError()) return
    if (recovering) {
      showMessage(texts.failed)
      return
    }
    // Most often an address expired during a long pause: fresh addresses, same position.
    recovering = true
    const at = video!.currentTime
    const wasPlaying = !video!.paused
    void fetchPlayback().then((fresh) => {
      if (fresh?.has_access) playback = fresh
      select(index, wasPlaying, at)
    })
  }

  function changeTo(at: number) {
    if (at === index || !playback.medias[at]) return
    select(at, true)
    post({ type: 'media-changed' })
  }

  playButton.addEventListener('click', () => {
    playButton.hidden = true
    start()
    // The button goes away: the focus goes to the controls' (the one shown at this width), where
    // the shortcuts work.
    const playPause = [...root.querySelectorAll<HTMLElement>('media-play-button')]
    playPause.find((button) => button.checkVisibility())?.focus()
  })
  $('.previous')?.addEventListener('click', () => changeTo(index - 1))
  $('.next')?.addEventListener('click', () => changeTo(index + 1))
  video.addEventListener('error', () => {
    // hls.js reports its own failures; this is native HLS or the MP4 failing, most often on an
    // address that expired during a long pause.
    if (!source.usesHlsJs() && video.getAttribute('src')) onFatalError(false)
  })
  video.addEventListener('playing', () => {
    recovering = false
    playButton.hidden = true
    post({ type: 'playing' })
    if (startedMedia !== index) {
      startedMedia = index
      progress.report('started')
    }
  })
  video.addEventListener('timeupdate', () => {
    if (video.paused || Date.now() - lastTimeUpdate < 1000) return
    lastTimeUpdate = Date.now()
    const duration = Number.isFinite(video.duration) ? video.duration : 0
    post({ type: 'time-update', currentTime: video.currentTime, duration })
    // Not before `playing` has said `started`: a seek to `?t=` may tick first.
    if (startedMedia === index && progress.due()) progress.report('progress')
  })
  video.addEventListener('pause', () => {
    if (!video.ended && startedMedia === index) progress.report('progress')
  })
  video.addEventListener('seeked', () => {
    if (startedMedia === index) progress.report('progress')
  })
  video.addEventListener('ended', () => {
    progress.report('completed')
    startedMedia = -1
    post({ type: data.isTrailer ? 'trailer-ended' : 'ended' })
    if (playback.medias[index + 1]) changeTo(index + 1)
  })
  window.addEventListener('pagehide', progress.reportByBeacon)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') progress.reportByBeacon()
  })
  onParentCommand((command) => {
    if (command.type === 'toggle-play') {
      // Not started yet: as the page's own play button does.
      if (!playButton.hidden) playButton.click()
      else if (video!.paused) void video!.play().catch(() => undefined)
      else video!.pause()
    } else if (command.type === 'seek-by') {
      const end = Number.isFinite(video!.duration) ? video!.duration : Infinity
      video!.currentTime = Math.min(end, Math.max(0, video!.currentTime + command.seconds))
    } else if (command.type === 'select-captions' || command.type === 'select-quality') {
      tracks.select(command)
    } else {
      const at = playback.medias.findIndex((media) => media.uid === command.mediaUid)
      if (at >= 0) changeTo(at)
    }
  })

  /** The media to start with ("Reprendre": the page's `?media=`), and where in it. */
  function begin() {
    const asked = playback.medias.findIndex((media) => media.uid === data.start.mediaUid)
    const at = Math.max(asked, 0)
    select(at, data.autoplay, data.start.seconds)
    post({ type: 'ready' })
    if (at !== 0) post({ type: 'media-changed' })
    if (waitsForLive(playback)) {
      waitForLive({
        root,
        texts,
        playback,
        fetchPlayback,
        onChange: (fresh) => {
          playback = fresh
          showMessage(fresh.message)
        },
        // The start came: the stream plays (muted if the browser wants it so: start()). The
        // replay is a video like any other: it waits for its play button.
        onPlayable: (fresh) => {
          playback = fresh
          select(0, fresh.live !== undefined)
          post({ type: 'media-changed' })
        },
      })
    }
  }

  // Anonymous data came with the page; a signed-in visitor may have more access.
  if (!playback.has_access && viewerToken()) {
    void fetchPlayback().then((fresh) => {
      if (fresh) playback = fresh
      begin()
    })
  } else {
    begin()
  }
}

const data = readPageData()
if (data) startPlayer(data)
