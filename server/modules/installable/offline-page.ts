import { LANGUAGE_QUERY } from '../../../contract/values/first-screen.ts'
import { appIconPath, OFFLINE_PATH } from '../../../contract/values/installable.ts'
import type { Font } from '../../../contract/values/website.ts'
import { escapeHtml } from '../../lib/html.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Website } from '../websites/service.ts'
import { appColours } from './look.ts'
import { offlineTexts } from './texts.ts'

/**
 * The site's type family by name, as installed on the device (the offline screen fetches no
 * font), then the system's look-alike.
 */
const FONT_STACKS: Record<Font, string> = {
  roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  inter: 'Inter, "Helvetica Neue", Arial, sans-serif',
  'open-sans': '"Open Sans", "Helvetica Neue", Arial, sans-serif',
  lora: 'Lora, "Times New Roman", Georgia, serif',
  merriweather: 'Merriweather, "Times New Roman", Georgia, serif',
}

/**
 * The "vous êtes hors ligne" screen the service worker shows when a page cannot be fetched: a
 * page of its own (no script, no request but its icon, which the worker keeps), in the site's
 * colours, type and language, saying what still works without a connection. The retry link's
 * empty address is the page the visitor asked for: the worker answers it with this screen.
 */
export function offlinePage(website: Website, language: Language): string {
  const texts = offlineTexts(language)
  const colours = appColours(website.settings)
  const name = escapeHtml(website.settings.name)
  const other: Language = language === 'en' ? 'fr' : 'en'
  const font = FONT_STACKS[website.settings.font] ?? FONT_STACKS.roboto
  const css = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;background:${colours.surface};color:${colours.text};
    font-family:${font};line-height:1.5}
  header{display:flex;align-items:center;gap:12px;padding:12px 16px;background:${colours.primary};
    color:${colours.onPrimary}}
  header img{width:40px;height:40px;border-radius:8px;background:${colours.paper}}
  header p{margin:0;font-size:1.25rem;font-weight:700}
  main{max-width:40rem;margin:0 auto;padding:32px 16px}
  section{background:${colours.paper};border-radius:12px;padding:24px}
  h1{margin:0 0 8px;font-size:1.75rem}
  h2{margin:24px 0 8px;font-size:1.125rem}
  ul{margin:0;padding-left:1.25rem}
  li{margin:6px 0}
  a{color:inherit;font-weight:600}
  a:focus-visible{outline:3px solid ${colours.primary};outline-offset:2px}
  .retry{display:inline-block;margin-top:8px;padding:10px 20px;border-radius:999px;
    background:${colours.primary};color:${colours.onPrimary};text-decoration:none}
  .retry:focus-visible{outline-color:${colours.text}}`
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colours.primary}">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} | ${name}</title>
<style>${css}</style>
</head>
<body>
<header><img src="${appIconPath('icon-192.png')}" alt=""><p>${name}</p></header>
<main>
<section aria-labelledby="offline-title">
<h1 id="offline-title">${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.lead)}</p>
<a class="retry" href="">${escapeHtml(texts.retry)}</a>
<h2>${escapeHtml(texts.reachable)}</h2>
<ul>
<li>${escapeHtml(texts.downloads)}</li>
<li>${escapeHtml(texts.openTabs)}</li>
<li><a href="${OFFLINE_PATH}?${LANGUAGE_QUERY}=${other}" hreflang="${other}" lang="${other}">${escapeHtml(texts.otherLanguage)}</a></li>
</ul>
</section>
</main>
</body>
</html>
`
}
