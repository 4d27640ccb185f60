import { LANGUAGE_COOKIE } from '../../../contract/first-screen.ts'
import { cookieValue } from '../../lib/cookies.ts'

/**
 * The embed page's words, in French (default) and English: in the language the visitor chose on
 * the site (its `language` cookie, which the storefront's own frames carry), else the first the
 * browser accepts (a frame on another site).
 */
export const EMBED_TEXTS = {
  fr: {
    player: 'Lecteur vidéo',
    play: 'Lire',
    next: 'Média suivant',
    previous: 'Média précédent',
    playlist: 'Liste de lecture',
    nowPlaying: 'en cours',
    trailer: 'Bande-annonce : ',
    noAccess:
      'Cette vidéo est réservée. Ouvrez-la sur le site pour vous connecter, l’acheter ou vous abonner.',
    notReady: 'Cette vidéo n’est pas encore disponible.',
    notFound: 'Cette vidéo est introuvable.',
    signIn:
      'Ce site est réservé à ses membres. Connectez-vous sur le site pour regarder cette vidéo.',
    failed: 'La lecture a échoué. Réessayez dans un instant.',
    controls: {
      Play: 'Lire',
      Pause: 'Pause',
      play: 'Lire',
      pause: 'Pause',
      Mute: 'Couper le son',
      Unmute: 'Rétablir le son',
      mute: 'Couper le son',
      unmute: 'Rétablir le son',
      volume: 'Volume',
      seek: 'Position dans la vidéo',
      'playback time': 'Temps de lecture',
      '{currentTime} of {totalTime}': '{currentTime} sur {totalTime}',
      '{time} remaining': '{time} restant',
      'video not loaded, unknown time.': 'vidéo non chargée, durée inconnue.',
      hour: 'heure',
      hours: 'heures',
      minute: 'minute',
      minutes: 'minutes',
      second: 'seconde',
      seconds: 'secondes',
      Captions: 'Sous-titres',
      'closed captions': 'Sous-titres',
      Off: 'Désactivés',
      Quality: 'Qualité',
      quality: 'Qualité',
      Auto: 'Automatique',
      'Playback rate': 'Vitesse de lecture',
      'Playback rate {playbackRate}': 'Vitesse de lecture {playbackRate}',
      'Enter picture in picture mode': 'Image dans l’image',
      'Exit picture in picture mode': 'Quitter l’image dans l’image',
      'enter picture in picture mode': 'Image dans l’image',
      'exit picture in picture mode': 'Quitter l’image dans l’image',
      'Enter fullscreen mode': 'Plein écran',
      'Exit fullscreen mode': 'Quitter le plein écran',
      'enter fullscreen mode': 'Plein écran',
      'exit fullscreen mode': 'Quitter le plein écran',
      'media loading': 'Chargement de la vidéo',
      'video player': 'Lecteur vidéo',
      'audio player': 'Lecteur audio',
    },
  },
  en: {
    player: 'Video player',
    play: 'Play',
    next: 'Next media',
    previous: 'Previous media',
    playlist: 'Playlist',
    nowPlaying: 'now playing',
    trailer: 'Trailer: ',
    noAccess: 'This video is restricted. Open it on the website to sign in, buy it or subscribe.',
    notReady: 'This video is not available yet.',
    notFound: 'This video cannot be found.',
    signIn: 'This website is for its members. Sign in on the website to watch this video.',
    failed: 'Playback failed. Please try again in a moment.',
    controls: {
      Play: 'Play',
      Pause: 'Pause',
      play: 'Play',
      pause: 'Pause',
      Mute: 'Mute',
      Unmute: 'Unmute',
      mute: 'Mute',
      unmute: 'Unmute',
      volume: 'Volume',
      seek: 'Position in the video',
      'playback time': 'Playback time',
      '{currentTime} of {totalTime}': '{currentTime} of {totalTime}',
      '{time} remaining': '{time} remaining',
      'video not loaded, unknown time.': 'video not loaded, unknown time.',
      hour: 'hour',
      hours: 'hours',
      minute: 'minute',
      minutes: 'minutes',
      second: 'second',
      seconds: 'seconds',
      Captions: 'Captions',
      'closed captions': 'Captions',
      Off: 'Off',
      Quality: 'Quality',
      quality: 'Quality',
      Auto: 'Auto',
      'Playback rate': 'Playback speed',
      'Playback rate {playbackRate}': 'Playback speed {playbackRate}',
      'Enter picture in picture mode': 'Picture in picture',
      'Exit picture in picture mode': 'Exit picture in picture',
      'enter picture in picture mode': 'Picture in picture',
      'exit picture in picture mode': 'Exit picture in picture',
      'Enter fullscreen mode': 'Full screen',
      'Exit fullscreen mode': 'Exit full screen',
      'enter fullscreen mode': 'Full screen',
      'exit fullscreen mode': 'Exit full screen',
      'media loading': 'Video loading',
      'video player': 'Video player',
      'audio player': 'Audio player',
    },
  },
} as const

export type EmbedLanguage = keyof typeof EMBED_TEXTS
export type EmbedTexts = (typeof EMBED_TEXTS)[EmbedLanguage]

/** The language the visitor chose on the site, else the browser's (see above). */
export function embedLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
) {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE)
  return chosen === 'fr' || chosen === 'en' ? chosen : pickLanguage(acceptLanguage)
}

/** The first of our languages the browser accepts, by its q-values; French otherwise. */
export function pickLanguage(acceptLanguage: string | undefined): EmbedLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const found = ranked.find((entry) => entry.lang === 'fr' || entry.lang === 'en')
  return (found?.lang as EmbedLanguage | undefined) ?? 'fr'
}
