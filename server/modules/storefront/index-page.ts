import { readFile, stat } from 'node:fs/promises'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  RENDERED_LANGUAGE_ATTRIBUTE,
  RENDERED_ORIGIN_ATTRIBUTE,
} from '../../../contract/values/first-screen.ts'
import { escapeHtml } from '../../lib/html.ts'
import { renderHead, splitIndex } from '../seo/head.ts'
import type { PageMeta } from '../seo/page-meta.ts'
import { acceptedEncodings } from '../../lib/accepted-encodings.ts'

interface Template {
  mtimeMs: number
  before: string
  after: string
}

/** The built index.html, split once per build rather than once per request. */
const templates = new Map<string, Template>()

async function templateOf(indexFile: string): Promise<Template> {
  const { mtimeMs } = await stat(indexFile)
  const known = templates.get(indexFile)
  if (known?.mtimeMs === mtimeMs) return known
  const template = { mtimeMs, ...splitIndex(await readFile(indexFile, 'utf8')) }
  templates.set(indexFile, template)
  return template
}

/** The first screen the server rendered, the language it is in and the origin of its links. */
export interface RenderedScreen {
  markup: string
  language: string
  origin: string
}

const ROOT = '<div id="root"></div>'
const HTML_LANG = /<html lang="[a-z-]*"/i

/** The page's body holding the rendered screen in its root, and `<html lang>` saying its language. */
function withScreen(before: string, after: string, screen: RenderedScreen | null) {
  if (!screen || !after.includes(ROOT)) return { before, after }
  const attributes = [
    `${RENDERED_LANGUAGE_ATTRIBUTE}="${screen.language}"`,
    `${RENDERED_ORIGIN_ATTRIBUTE}="${escapeHtml(screen.origin)}"`,
  ].join(' ')
  const root = `<div id="root" ${attributes}>${screen.markup}</div>`
  return {
    before: before.replace(HTML_LANG, `<html lang="${screen.language}"`),
    after: after.replace(ROOT, () => root),
  }
}

export interface IndexPage {
  body: Buffer
  encoding: 'br' | 'gzip' | null
}

/**
 * index.html with the page's own head and, when given, more of it (the first screen's data) and
 * the first screen rendered, compressed the way the browser accepts.
 */
export async function indexPage(
  indexFile: string,
  meta: PageMeta,
  acceptEncoding: string,
  extraHead = '',
  screen: RenderedScreen | null = null,
): Promise<IndexPage> {
  const template = await templateOf(indexFile)
  const { before, after } = withScreen(template.before, template.after, screen)
  const extra = extraHead ? `\n    ${extraHead}` : ''
  const html = Buffer.from(`${before}${renderHead(meta)}${extra}\n    ${after}`)
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.has('br')) {
    // A low quality: the page is small and made per request.
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    return { body, encoding: 'br' }
  }
  if (accepted.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' }
  return { body: html, encoding: null }
}
