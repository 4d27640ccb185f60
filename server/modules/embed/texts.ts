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
  },
  en: {
    player: 'Video player',
    play: 'Play',
    next: 'Next media',
    playlist: 'Playlist',
    nowPlaying: 'now playing',
    trailer: 'Trailer: ',
    noAccess: 'This video is restricted. Open it on the website to sign in, buy it or subscribe.',
    notReady: 'This video is not available yet.',
    notFound: 'This video cannot be found.',
    signIn: 'This website is for its members. Sign in on the website to watch this video.',
    failed: 'Playback failed. Please try again in a moment.',
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
