import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js'
import { RenditionList } from './rendition-list.ts'

/**
 * What media-chrome's controls read once, when they are defined and take the page's elements:
 * their words (the page's language, from server/modules/embed/texts.ts) and the video's
 * renditions (the quality menu). player.ts imports this module first, so it is evaluated before
 * media-chrome's.
 */
export const pageRenditions = new RenditionList()

const root = document.getElementById('player')
const video = root?.querySelector('video')
if (video) Object.defineProperty(video, 'videoRenditions', { value: pageRenditions })
const language = document.documentElement.lang || 'fr'
const texts = JSON.parse(root?.dataset.texts || '{}') as { controls?: Record<string, string> }
addTranslation(language, texts.controls ?? {})
setLanguage(language)
