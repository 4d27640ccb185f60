// @ts-check
/* global window, document, fetch */
/**
 * The embed player (served as a file: the page's CSP allows no inline script). It plays the
 * page's playback data with native HLS, hls.js over <video>, or the progressive MP4, moves through
 * a playlist, and talks to the parent page with the messages of contract/embed.ts.
 */
;(function () {
  'use strict'

  var EVENT_SOURCE = 'vitrine-embed'
  var COMMAND_SOURCE = 'vitrine-storefront'
  var AUTH_STORAGE_KEY = 'auth'

  var root = /** @type {HTMLElement} */ (document.getElementById('player'))
  var dataBlock = document.getElementById('playback')
  if (!root || !dataBlock) return
  var texts = JSON.parse(root.dataset.texts || '{}')
  var itemUid = root.dataset.itemUid || null
  var isTrailer = root.dataset.trailer === '1'
  var video = /** @type {HTMLVideoElement} */ (root.querySelector('video'))
  var poster = /** @type {HTMLImageElement | null} */ (root.querySelector('.poster'))
  var playButton = /** @type {HTMLButtonElement} */ (root.querySelector('.play'))
  var message = /** @type {HTMLElement} */ (root.querySelector('.message'))
  var list = root.querySelector('.playlist-items')
  var nextButton = /** @type {HTMLButtonElement | null} */ (root.querySelector('.next'))

  var playback = JSON.parse(dataBlock.textContent || '{}')
  var index = 0
  /** @type {any} */
  var hls = null
  var recovering = false

  function currentMedia() {
    return playback.medias[index]
  }

  /** @param {string} type */
  function post(type) {
    if (window.parent === window) return
    var media = currentMedia()
    window.parent.postMessage(
      { source: EVENT_SOURCE, type: type, itemUid: itemUid, mediaUid: media ? media.uid : '' },
      '*',
    )
  }

  function token() {
    try {
      return window.localStorage.getItem(AUTH_STORAGE_KEY)
    } catch {
      return null
    }
  }

  /** Asks the server again, with the visitor's login token when there is one. */
  function fetchPlayback() {
    var headers = {}
    var value = token()
    if (value) headers = { authorization: 'WebsiteToken ' + value }
    return fetch(root.dataset.playback || '', { headers: headers, credentials: 'same-origin' })
      .then(function (answer) {
        return answer.ok ? answer.json() : null
      })
      .catch(function () {
        return null
      })
  }

  /** @param {string | null} text */
  function showMessage(text) {
    message.textContent = text || ''
    message.hidden = !text
  }

  function detach() {
    if (hls) {
      hls.destroy()
      hls = null
    }
    video.removeAttribute('src')
    Array.prototype.slice.call(video.querySelectorAll('track')).forEach(function (track) {
      track.remove()
    })
  }

  function nativeHls() {
    return video.canPlayType('application/vnd.apple.mpegurl') !== ''
  }

  /** @type {Promise<any> | null} */
  var hlsJs = null

  /**
   * hls.js, fetched the first time a browser without native HLS needs it, while the first
   * addresses it will ask for (master, lowest variant, first segment) are preloaded.
   */
  function loadHlsJs() {
    if (!hlsJs) {
      JSON.parse(root.dataset.preload || '[]').forEach(function (/** @type {string} */ address) {
        var link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'fetch'
        link.crossOrigin = 'anonymous'
        link.href = address
        document.head.appendChild(link)
      })
      hlsJs = new Promise(function (resolve) {
        var script = document.createElement('script')
        script.src = root.dataset.hlsScript || ''
        script.onload = function () {
          resolve(/** @type {any} */ (window).Hls || null)
        }
        script.onerror = function () {
          resolve(null)
        }
        document.head.appendChild(script)
      })
    }
    return hlsJs
  }

  /** @param {string} address @param {number} startAt @param {() => void} attached */
  function playDirectly(address, startAt, attached) {
    video.src = address
    if (startAt > 0) video.currentTime = startAt
    attached()
  }

  /**
   * Gives the video the media's source, then calls `attached` (play() must come after: a new
   * source would abort a play() made before it).
   * @param {any} media @param {number} startAt @param {() => void} attached
   */
  function attachSource(media, startAt, attached) {
    // Native HLS where the browser has it (Safari, recent Chromium): nothing more to load or run.
    // hls.js over Media Source Extensions elsewhere; the MP4 as a last resort.
    if (nativeHls()) {
      playDirectly(media.hls, startAt, attached)
      return
    }
    if (!window.MediaSource) {
      playDirectly(media.mp4, startAt, attached)
      return
    }
    loadHlsJs().then(function (/** @type {any} */ Hls) {
      if (currentMedia() !== media || hls) return
      if (!Hls || !Hls.isSupported()) {
        playDirectly(media.mp4, startAt, attached)
        return
      }
      hls = new Hls({
        startPosition: startAt > 0 ? startAt : -1,
        capLevelToPlayerSize: true,
        // Segments are small: transmuxing them here starts sooner than booting a worker.
        enableWorker: false,
      })
      hls.on(Hls.Events.ERROR, function (/** @type {any} */ _event, /** @type {any} */ data) {
        if (data.fatal) onFatalError(data.type === Hls.ErrorTypes.MEDIA_ERROR)
      })
      hls.loadSource(media.hls)
      hls.attachMedia(video)
      attached()
    })
  }

  /** @param {number} at @param {boolean} play @param {number} [startAt] */
  function select(at, play, startAt) {
    var media = playback.medias[at]
    if (!media) return
    index = at
    detach()
    renderList()
    if (!media.hls) {
      video.hidden = true
      if (poster) poster.hidden = false
      playButton.hidden = true
      showMessage(playback.message || texts.notReady)
      return
    }
    showMessage(null)
    video.poster = media.poster || ''
    media.captions.forEach(function (/** @type {any} */ caption) {
      var track = document.createElement('track')
      track.kind = 'subtitles'
      track.srclang = caption.lang
      track.label = caption.label
      track.src = caption.src
      video.appendChild(track)
    })
    video.hidden = false
    if (poster) poster.hidden = true
    playButton.setAttribute('aria-label', texts.play + ' — ' + media.name)
    playButton.hidden = play
    attachSource(media, startAt || 0, function () {
      if (play) start()
    })
  }

  function start() {
    var attempt = video.play()
    if (attempt && attempt.catch) {
      attempt.catch(function () {
        // Autoplay was refused: the visitor starts it.
        playButton.hidden = false
      })
    }
  }

  /** @param {boolean} mediaError */
  function onFatalError(mediaError) {
    if (mediaError && hls) {
      hls.recoverMediaError()
      return
    }
    if (recovering) {
      showMessage(texts.failed)
      return
    }
    // Most often an address expired during a long pause: fresh addresses, same position.
    recovering = true
    var at = video.currentTime
    var wasPlaying = !video.paused
    fetchPlayback().then(function (fresh) {
      if (fresh && fresh.has_access) playback = fresh
      select(index, wasPlaying, at)
    })
  }

  function renderList() {
    if (!list) return
    list.textContent = ''
    playback.medias.forEach(function (/** @type {any} */ media, /** @type {number} */ at) {
      var item = document.createElement('li')
      var button = document.createElement('button')
      button.type = 'button'
      button.textContent = media.name
      if (at === index) {
        button.setAttribute('aria-current', 'true')
        var now = document.createElement('span')
        now.className = 'visually-hidden'
        now.textContent = ' (' + texts.nowPlaying + ')'
        button.appendChild(now)
      }
      button.addEventListener('click', function () {
        changeTo(at)
      })
      item.appendChild(button)
      list.appendChild(item)
    })
    if (nextButton) {
      var next = playback.medias[index + 1]
      nextButton.hidden = !next
      if (next) nextButton.setAttribute('aria-label', texts.next + ' — ' + next.name)
    }
  }

  /** @param {number} at */
  function changeTo(at) {
    if (at === index || !playback.medias[at]) return
    select(at, true)
    post('media-changed')
  }

  playButton.addEventListener('click', function () {
    playButton.hidden = true
    start()
  })
  if (nextButton) {
    nextButton.addEventListener('click', function () {
      changeTo(index + 1)
    })
  }
  video.addEventListener('error', function () {
    // hls.js reports its own failures; this is native HLS or the MP4 failing, most often on an
    // address that expired during a long pause.
    if (!hls && video.getAttribute('src')) onFatalError(false)
  })
  video.addEventListener('playing', function () {
    recovering = false
    playButton.hidden = true
    post('playing')
  })
  video.addEventListener('ended', function () {
    post(isTrailer ? 'trailer-ended' : 'ended')
    if (playback.medias[index + 1]) changeTo(index + 1)
  })
  window.addEventListener('message', function (event) {
    var data = event.data
    if (event.source !== window.parent || !data || data.source !== COMMAND_SOURCE) return
    if (data.type !== 'select-media') return
    for (var at = 0; at < playback.medias.length; at++) {
      if (playback.medias[at].uid === data.mediaUid) changeTo(at)
    }
  })

  function begin() {
    select(0, root.dataset.autoplay === '1')
    post('ready')
  }

  // Anonymous data came with the page; a signed-in visitor may have more access.
  if (!playback.has_access && token()) {
    fetchPlayback().then(function (fresh) {
      if (fresh) playback = fresh
      begin()
    })
  } else {
    begin()
  }
})()
