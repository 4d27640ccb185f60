import type { Language } from '../../../lib/chosen-language.ts'
import { escapeHtml } from '../../../lib/html.ts'
import { SANDBOX_TEXTS } from './sandbox-texts.ts'

/** A tagged template whose interpolations are escaped unless already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

type Part = string | number | SafeHtml | SafeHtml[] | null | undefined

export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? ''
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

function render(part: Part): string {
  if (part === null || part === undefined) return ''
  if (part instanceof SafeHtml) return part.value
  if (Array.isArray(part)) return part.map((p) => p.value).join('')
  return escapeHtml(String(part))
}

const STYLE = `font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto;
  padding: 0 1rem; color: #1d1d1f; line-height: 1.5`

/** A whole page in `language`; no scripts, since the CSP forbids inline ones and none are needed. */
export function page(title: string, siteName: string, language: Language, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${siteName}</title>
      </head>
      <body style="${STYLE}">
        <main>
          <p style="background: #fff3cd; padding: .5rem 1rem; border-radius: .25rem">
            ${SANDBOX_TEXTS[language].testMode}
          </p>
          ${body}
        </main>
      </body>
    </html> `.value
}
