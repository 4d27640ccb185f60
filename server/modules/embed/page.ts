import { API_BASE } from '../../../contract/values/api-paths.ts'
import type { Playback } from '../../../contract/schemas/playback.ts'
import {
  PROGRESS_BEACON_PATH,
  PROGRESS_PATH,
  PROGRESS_REPORT_SECONDS,
} from '../../../contract/values/progress.ts'
import { escapeHtml } from '../../lib/html.ts'
import type { EmbedLanguage, EmbedTexts } from './texts.ts'

/** JSON inside a non-executed data block: `<` escaped so no text can close the block. */
const jsonData = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '')

export interface EmbedPage {
  language: EmbedLanguage
  texts: EmbedTexts
  title: string
  /** Data for the anonymous visitor; the script asks again with the visitor's token if needed. */
  playback: Playback
  /** Where the script asks for playback data with a token. */
  playbackAddress: string
  /** Addresses hls.js will fetch first, preloaded while its script loads (not for native HLS). */
  preload: string[]
  autoplay: boolean
  /** Where to start ("Reprendre"): seconds into the media (a playlist's, or its first). */
  start?: { seconds: number; mediaUid: string | null }
  /** The script's and hls.js's addresses; the player's styles themselves, put in the page. */
  assets: { playerScript: string; playerStyle: string; hlsScript: string }
}

/**
 * The embed page: a native `<video>` the player script fills, under media-chrome's controls
 * (web/embed: captions, quality and speed menus, picture in picture, full screen, keyboard
 * shortcuts), the poster, a labelled play button, a status line for messages and, for a
 * playlist, the list and previous and next buttons. No inline script: the data rides in a JSON
 * block, the behaviour in /embed/assets/player.js.
 */
export function renderEmbedPage(page: EmbedPage): string {
  const { texts, playback } = page
  const first = playback.medias[0]
  const poster = first?.poster
  const root = [
    `data-playback="${escapeHtml(page.playbackAddress)}"`,
    `data-item-uid="${escapeHtml(playback.item_uid ?? '')}"`,
    `data-trailer="${playback.trailer ? '1' : '0'}"`,
    `data-autoplay="${page.autoplay ? '1' : '0'}"`,
    `data-hls-script="${escapeHtml(page.assets.hlsScript)}"`,
    `data-preload="${escapeHtml(JSON.stringify(page.preload))}"`,
    `data-texts="${escapeHtml(JSON.stringify(texts))}"`,
    // Where a signed-in viewer's progress is reported (contract/values/progress.ts).
    `data-progress="${API_BASE}${PROGRESS_PATH}"`,
    `data-progress-beacon="${API_BASE}${PROGRESS_BEACON_PATH}"`,
    `data-report-seconds="${PROGRESS_REPORT_SECONDS}"`,
    `data-start="${page.start?.seconds ?? 0}"`,
    `data-start-media="${escapeHtml(page.start?.mediaUid ?? '')}"`,
  ].join(' ')
  const isPlaylist = playback.medias.length > 1
  const lang = page.language
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.assets.playerStyle}</style>
<script src="${page.assets.playerScript}" defer></script>
<script type="application/json" id="playback">${jsonData(playback)}</script>
</head>
<body>
<main class="player" id="player" ${root}>
<h1 class="visually-hidden">${escapeHtml(page.title)}</h1>
<div class="stage">
${poster ? `<img class="poster" src="${escapeHtml(poster)}" alt="${escapeHtml(first.name)}" width="1280" height="720">` : ''}
<media-controller class="controller" lang="${lang}" hotkeys="noarrowleft noarrowright" hidden>
<video class="video" slot="media" playsinline preload="auto" aria-label="${escapeHtml(`${texts.player} — ${page.title}`)}"></video>
<button type="button" class="play" slot="centered-chrome" hidden aria-label="${escapeHtml(`${texts.play} — ${first?.name ?? page.title}`)}"><span aria-hidden="true">▶</span></button>
<media-captions-menu hidden anchor="auto"></media-captions-menu>
<media-rendition-menu hidden anchor="auto"></media-rendition-menu>
<media-playback-rate-menu hidden anchor="auto" rates="0.5 0.75 1 1.25 1.5 2"></media-playback-rate-menu>
<media-control-bar>
<media-play-button></media-play-button>
${isPlaylist ? `<button type="button" class="previous" hidden><span aria-hidden="true">⏮</span></button>` : ''}
${isPlaylist ? `<button type="button" class="next" hidden><span aria-hidden="true">⏭</span></button>` : ''}
<media-mute-button></media-mute-button>
<media-volume-range></media-volume-range>
<media-time-range></media-time-range>
<media-time-display showduration></media-time-display>
<media-captions-menu-button></media-captions-menu-button>
<media-rendition-menu-button></media-rendition-menu-button>
<media-playback-rate-menu-button></media-playback-rate-menu-button>
<media-pip-button></media-pip-button>
<media-fullscreen-button></media-fullscreen-button>
</media-control-bar>
</media-controller>
<p class="message" role="status"${playback.message ? '' : ' hidden'}>${escapeHtml(playback.message ?? '')}</p>
</div>
${
  isPlaylist
    ? `<section class="playlist" aria-labelledby="playlist-title">
<h2 id="playlist-title">${escapeHtml(texts.playlist)}</h2>
<ol class="playlist-items"></ol>
</section>`
    : ''
}
</main>
</body>
</html>
`
}
