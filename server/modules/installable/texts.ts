import type { Language } from '../../lib/chosen-language.ts'

/** The offline screen's words, in French (the default) and English. */
const FRENCH = {
  title: 'Vous êtes hors ligne',
  lead: 'Cette page demande une connexion à Internet. Elle s’affichera dès que votre appareil sera reconnecté.',
  retry: 'Réessayer',
  reachable: 'Encore accessible sans connexion',
  otherLanguage: 'This screen in English',
  downloads:
    'Les fichiers que vous avez téléchargés depuis ce site, dans le dossier Téléchargements de votre appareil.',
  openTabs: 'Les vidéos déjà chargées dans un onglet ouvert, jusqu’à la fin de ce qui est chargé.',
  home: 'Accueil du site (avec une connexion)',
}

export type OfflineTexts = typeof FRENCH

const ENGLISH: OfflineTexts = {
  title: 'You are offline',
  lead: 'This page needs an Internet connection. It will show as soon as your device is back online.',
  retry: 'Try again',
  reachable: 'Still reachable without a connection',
  otherLanguage: 'Cet écran en français',
  downloads: 'The files you downloaded from this site, in your device’s Downloads folder.',
  openTabs: 'Videos already loaded in an open tab, up to the end of what was loaded.',
  home: 'The site’s home page (once connected)',
}

export const offlineTexts = (language: Language): OfflineTexts =>
  language === 'en' ? ENGLISH : FRENCH

/** The app's description in the manifest (stores and install prompts show it). */
export const appDescription = (name: string, language: Language) =>
  language === 'en' ? `Watch ${name} as an app.` : `Regardez ${name} comme une application.`
