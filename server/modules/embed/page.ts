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
  /**
   * Where the visitor can go on the site when the frame shows a message (no access, not found,
   * sign in): the item's page, the site's home or its sign-in. A link opened in a new tab, as
   * the frame may sit on another site.
   */
  siteLink?: { href: string; label: string } | null
  /** The script's and hls.js's addresses; the player's styles themselves, put in the page. */
  assets: { playerScript: string; playerStyle: string; hlsScript: string }
}

/** The speeds the player offers. */
const RATES = '0.5 0.75 1 1.25 1.5 2'

/** A submenu's header: back to the settings menu, in the page's language, under its title. */
const submenuHeader = (texts: EmbedTexts, title: string) =>
  `<button type="button" slot="header" part="back button" aria-label="${escapeHtml(`${texts.back} — ${title}`)}"><svg aria-hidden="true" viewBox="0 0 20 24"><path d="m11.88 17.585.742-.669-4.2-4.665 4.2-4.666-.743-.669-4.803 5.335 4.803 5.334Z"/></svg>${escapeHtml(title)}</button>`

/**
 * The menu a narrow player (a phone) gathers its less used controls in, behind the "more
 * options" button: quality and speed (media-chrome's own menus, as submenus) and picture in
 * picture (pictureInPictureItem, web/embed/controls.ts). They come after the wide player's menus of their kind,
 * which media-chrome's buttons take as theirs (the first in the page).
 */
function settingsMenu(texts: EmbedTexts): string {
  const quality = texts.controls.Quality
  const speed = texts.controls['Playback rate']
  return `<media-settings-menu hidden anchor="auto">
<media-settings-menu-item>${escapeHtml(quality)}<media-rendition-menu slot="submenu" hidden>${submenuHeader(texts, quality)}</media-rendition-menu></media-settings-menu-item>
<media-settings-menu-item>${escapeHtml(speed)}<media-playback-rate-menu slot="submenu" hidden rates="${RATES}">${submenuHeader(texts, speed)}</media-playback-rate-menu></media-settings-menu-item>
<media-chrome-menu-item class="pip-item"><span class="pip-enter">${escapeHtml(texts.controls['Enter picture in picture mode'])}</span><span class="pip-exit">${escapeHtml(texts.controls['Exit picture in picture mode'])}</span></media-chrome-menu-item>
</media-settings-menu>`
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
<media-play-button class="centre-play narrow" slot="centered-chrome" notooltip></media-play-button>
<media-captions-menu hidden anchor="auto"></media-captions-menu>
<media-rendition-menu hidden anchor="auto"></media-rendition-menu>
<media-playback-rate-menu hidden anchor="auto" rates="${RATES}"></media-playback-rate-menu>
${settingsMenu(texts)}
<media-control-bar>
<media-play-button class="wide"></media-play-button>
${isPlaylist ? `<button type="button" class="previous" hidden><span aria-hidden="true">⏮</span></button>` : ''}
${isPlaylist ? `<button type="button" class="next" hidden><span aria-hidden="true">⏭</span></button>` : ''}
<media-mute-button></media-mute-button>
<media-volume-range class="wide"></media-volume-range>
<media-time-range></media-time-range>
<media-time-display showduration></media-time-display>
<span class="spacer narrow"></span>
<media-captions-menu-button></media-captions-menu-button>
<media-rendition-menu-button class="wide"></media-rendition-menu-button>
<media-playback-rate-menu-button class="wide"></media-playback-rate-menu-button>
<media-pip-button class="wide"></media-pip-button>
<button type="button" class="play-elsewhere" hidden aria-label="${escapeHtml(texts.playElsewhere)}" title="${escapeHtml(texts.playElsewhere)}"><svg aria-hidden="true" viewBox="0 0 24 24"><path d="M1 18v3h3a3 3 0 0 0-3-3Zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7Zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10Zm20-7H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z"/></svg></button>
<media-settings-menu-button class="narrow"></media-settings-menu-button>
<media-fullscreen-button></media-fullscreen-button>
</media-control-bar>
</media-controller>
<div class="notice"${playback.message ? '' : ' hidden'}>
<p class="message" role="status">${escapeHtml(playback.message ?? '')}</p>
${playback.live?.status === 'waiting' ? `<p class="countdown" role="timer" aria-live="off" hidden></p>` : ''}
${page.siteLink ? `<a class="site-link" href="${escapeHtml(page.siteLink.href)}" target="_blank" rel="noopener">${escapeHtml(page.siteLink.label)}</a>` : ''}
</div>
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
