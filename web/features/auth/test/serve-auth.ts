import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { WebsiteSettings } from '../../../../contract/website.ts'
import { aWebsite } from '../../../test/fixtures.ts'
import { serveAnswers, type Answers } from '../../../test/render-app.tsx'
import { API_BASE } from '../../../../contract/api-paths.ts'

export interface Sent {
  path: string
  body: unknown
}

/** Serves the start-up data of `website` and `answers`, and records every body sent. */
export function serveAuth(answers: Answers = {}, website: Partial<WebsiteSettings> = {}): Sent[] {
  serveAnswers({
    '/website/': aWebsite(website),
    '/categories/': [],
    '/billing/plans/': [],
    ...answers,
  })
  const served = globalThis.fetch
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.body) {
      sent.push({
        path: input.replace(API_BASE, ''),
        body: JSON.parse(String(init.body)),
      })
    }
    return served(input, init)
  })
  return sent
}

/** The error or hint a field's aria-describedby points at, as a screen reader reads it. */
export function helpOf(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby') ?? ''
  return document.getElementById(id)?.textContent ?? undefined
}

export function isInvalid(field: HTMLElement): boolean {
  return field.getAttribute('aria-invalid') === 'true'
}

/** Types `text` into a field the quick way: focus it, then paste. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}
