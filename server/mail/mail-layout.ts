import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  render,
  Section,
  Text,
} from '@react-email/components'
import { createElement as h, type ReactNode } from 'react'
import type { Language } from '../lib/chosen-language.ts'

/** What a mail shows of the website it is sent for. */
export interface MailBrand {
  name: string
  /** The storefront's address: the logo's and the header's link. */
  publicUrl: string
  /** The logo's absolute URL, or null to show the name alone. */
  logoUrl: string | null
  /** The header's and the button's colour: `#rgb` or `#rrggbb`. */
  primaryColour: string
}

/** What the HTML part is drawn from: the mail's plain text, which stays its text part. */
export interface LaidOutMail {
  subject: string
  text: string
  language: Language
  /** The words on the main button: the mail's first link alone on its line becomes it. */
  action?: string | undefined
  /** Sanitized rich text shown in place of the text's paragraphs (a broadcast's body). */
  richHtml?: string | undefined
}

const FONT = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'
const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/g
const FALLBACK_COLOUR = '#884aff'

/** Only a colour goes into a style: any other value falls back to the default one. */
function safeColour(colour: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : FALLBACK_COLOUR
}

/** The text an HTML colour is readable on: white on dark colours, near black on light ones. */
function textOn(colour: string): string {
  const hex = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, (c) => c + c) : colour
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const luminance = (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255
  return luminance > 0.6 ? '#111111' : '#ffffff'
}

/** One line of text, its addresses shown as links. */
function withLinks(line: string, colour: string): ReactNode[] {
  return line
    .split(URL_IN_TEXT)
    .map((part, index) =>
      index % 2 === 1
        ? h(
            Link,
            { key: index, href: part, style: { color: colour, wordBreak: 'break-all' } },
            part,
          )
        : part,
    )
}

/** A paragraph of the text: lines kept as lines, an indented block (a receipt's table) aligned. */
function paragraph(lines: string[], key: number, colour: string): ReactNode {
  const table = lines.every((line) => line.startsWith('  '))
  const style = {
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    whiteSpace: 'pre-wrap' as const,
    ...(table ? { fontFamily: 'Menlo, Consolas, monospace', fontSize: '13px' } : {}),
  }
  const children = lines.flatMap((line, index) => [
    ...(index > 0 ? [h('br', { key: `br${index}` })] : []),
    ...withLinks(line, colour),
  ])
  return h(Text, { key, style }, ...children)
}

function button(href: string, label: string, colour: string): ReactNode {
  const style = {
    backgroundColor: colour,
    color: textOn(colour),
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
  }
  return h(Section, { style: { margin: '8px 0 24px' } }, h(Button, { href, style }, label))
}

/** The mail's paragraphs; its first lone link becomes the button when it names an action. */
function content(mail: LaidOutMail, colour: string): ReactNode[] {
  if (mail.richHtml !== undefined) {
    const style = { fontSize: '15px', lineHeight: '24px' }
    return [h('div', { key: 'rich', style, dangerouslySetInnerHTML: { __html: mail.richHtml } })]
  }
  let buttonShown = false
  return mail.text
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block, index) => {
      const lines = block.split('\n')
      const lone = lines.length === 1 ? lines[0]?.trim() : undefined
      if (mail.action && !buttonShown && lone && /^https?:\/\/\S+$/.test(lone)) {
        buttonShown = true
        return h('div', { key: index }, button(lone, mail.action, colour))
      }
      return paragraph(lines, index, colour)
    })
}

function header(brand: MailBrand, colour: string): ReactNode {
  const name = h(
    Text,
    { style: { margin: 0, fontSize: '20px', fontWeight: 700, color: textOn(colour) } },
    brand.name,
  )
  const logo = brand.logoUrl
    ? h(Img, { src: brand.logoUrl, alt: brand.name, height: 40, style: { maxWidth: '200px' } })
    : name
  return h(
    Section,
    { style: { backgroundColor: colour, padding: '20px 24px', borderRadius: '8px 8px 0 0' } },
    h(Link, { href: brand.publicUrl, style: { textDecoration: 'none' } }, logo),
  )
}

/** The one layout of every mail: the website's logo and colour above the text, its name below. */
function MailDocument({ mail, brand }: { mail: LaidOutMail; brand: MailBrand }): ReactNode {
  const colour = safeColour(brand.primaryColour)
  return h(
    Html,
    { lang: mail.language },
    h(Head, null, h('title', null, mail.subject)),
    h(Preview, null, mail.text.trim().split('\n')[0] ?? ''),
    h(
      Body,
      { style: { backgroundColor: '#f4f4f5', fontFamily: FONT, margin: 0, padding: '24px 8px' } },
      h(
        Container,
        { style: { maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '8px' } },
        header(brand, colour),
        h(Section, { style: { padding: '24px', color: '#1f2937' } }, ...content(mail, colour)),
        h(Hr, { style: { borderColor: '#e5e7eb', margin: 0 } }),
        h(
          Section,
          { style: { padding: '16px 24px', fontSize: '13px', color: '#6b7280' } },
          h(
            Link,
            { href: brand.publicUrl, style: { color: '#6b7280', textDecoration: 'underline' } },
            brand.name,
          ),
        ),
      ),
    ),
  )
}

/** The HTML part of a mail, every text in it escaped by React. */
export async function mailHtml(mail: LaidOutMail, brand: MailBrand): Promise<string> {
  return render(h(MailDocument, { mail, brand }))
}
