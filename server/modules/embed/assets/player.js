// @ts-check
/* global window, document, fetch, navigator */
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
  var reportMs = Number(root.dataset.reportSeconds || '10') * 1000
  /** When the current media's progress was last sent; its report waiting for the period. */
  var lastReportAt = 0
  var pendingReport = 0
  var pendingKind = ''
  var startedMedia = -1
  var lastTimeUpdate = 0
  /** @type {any} */
  var hls = null
  var recovering = false

  function currentMedia() {
    return playback.medias[index]
  }

  /** @param {string} type @param {Record<string, unknown>} [extra] */
  function post(type, extra) {
    if (window.parent === window) return
    var media = currentMedia()
    /** @type {Record<string, unknown>} */
    var data = {
      source: EVENT_SOURCE,
      type: type,
      itemUid: itemUid,
      mediaUid: media ? media.uid : '',
    }
    for (var key in extra) data[key] = extra[key]
    window.parent.postMessage(data, '*')
  }

  function token() {
    try {
      return window.localStorage.getItem(AUTH_STORAGE_KEY)
    } catch {
      return null
    }
  }

  /** Where the current media is, for the parent page and the server. @param {string} kind */
  function progressOf(kind) {
    var media = currentMedia()
    var duration = isFinite(video.duration) && video.duration > 0 ? video.duration : media.duration
    return { position: Math.max(0, video.currentTime || 0), duration: duration || 0, kind: kind }
  }

  /**
   * Says where the viewer is: to the parent page (`progress`) and, for a signed-in viewer of an
   * item, to the server, at most every `reportMs` per media (the server holds it to that too): a
   * report asked sooner waits for its turn and then sends the position of that moment.
   * @param {string} kind started, progress or completed
   */
  function report(kind) {
    var media = currentMedia()
    if (isTrailer || !media || !media.hls) return
    var wait = lastReportAt + reportMs - Date.now()
    if (kind !== 'completed' && wait > 0) {
      if (pendingKind !== 'started') pendingKind = kind
      if (!pendingReport) pendingReport = window.setTimeout(sendPending, wait)
      return
    }
    window.clearTimeout(pendingReport)
    pendingReport = 0
    pendingKind = ''
    lastReportAt = Date.now()
    var progress = progressOf(kind)
    post('progress', progress)
    var value = token()
    if (!itemUid || !value || !root.dataset.progress) return
    fetch(root.dataset.progress + encodeURIComponent(media.uid) + '/', {
      method: 'PUT',
      headers: { authorization: 'WebsiteToken ' + value, 'content-type': 'application/json' },
      body: JSON.stringify({
        item_uid: itemUid,
        position: progress.position,
        duration: progress.duration,
        kind: kind,
      }),
      keepalive: true,
    }).catch(function () {
      // A lost report is made good by the next one.
    })
  }

  function sendPending() {
    pendingReport = 0
    if (pendingKind) report(pendingKind)
  }

  /**
   * The page is hiding (closed, another tab, phone locked): the last position goes by beacon,
   * which outlives the page. A beacon cannot carry headers, so the token goes in its body.
   */
  function reportByBeacon() {
    var media = currentMedia()
    var value = token()
    var address = root.dataset.progressBeacon
    if (isTrailer || !itemUid || !value || !address || !media || startedMedia !== index) return
    if (!pendingReport && video.paused) return
    window.clearTimeout(pendingReport)
    pendingReport = 0
    pendingKind = ''
    lastReportAt = Date.now()
    var progress = progressOf('progress')
    var body = {
      token: value,
      media_uid: media.uid,
      item_uid: itemUid,
      position: progress.position,
      duration: progress.duration,
      kind: 'progress',
    }
    if (navigator.sendBeacon) navigator.sendBeacon(address, JSON.stringify(body))
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
    if (at !== index) sendPending()
    index = at
    lastReportAt = 0
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
    if (startedMedia !== index) {
      startedMedia = index
      report('started')
    }
  })
  video.addEventListener('timeupdate', function () {
    if (video.paused || Date.now() - lastTimeUpdate < 1000) return
    lastTimeUpdate = Date.now()
    var progress = progressOf('progress')
    post('time-update', { currentTime: progress.position, duration: progress.duration })
    if (Date.now() - lastReportAt >= reportMs) report('progress')
  })
  video.addEventListener('pause', function () {
    if (!video.ended && startedMedia === index) report('progress')
  })
  video.addEventListener('seeked', function () {
    if (startedMedia === index) report('progress')
  })
  window.addEventListener('pagehide', reportByBeacon)
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') reportByBeacon()
  })
  video.addEventListener('ended', function () {
    report('completed')
    startedMedia = -1
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

  /** The media to start with ("Reprendre": the page's `?media=`), and where in it. */
  function begin() {
    var at = 0
    for (var i = 0; i < playback.medias.length; i++) {
      if (playback.medias[i].uid === root.dataset.startMedia) at = i
    }
    select(at, root.dataset.autoplay === '1', Number(root.dataset.start || '0'))
    post('ready')
    if (at !== 0) post('media-changed')
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
