import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { WebsiteSettings } from '../../../../contract/schemas/website.ts'
import { apiServer, sentRequest } from '../../../test/api-server.ts'
import { aWebsite } from '../../../test/fixtures.ts'
import { serveAnswers, type Answers } from '../../../test/render-app.tsx'
import { API_BASE } from '../../../../contract/values/api-paths.ts'

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
  const sent: Sent[] = []
  apiServer.use(
    http.all('*', async ({ request }) => {
      const { path, body } = await sentRequest(request)
      if (body !== undefined) sent.push({ path: path.replace(API_BASE, ''), body })
    }),
  )
  return sent
}

/**
 * The hint a field's aria-describedby points at, as a screen reader reads it; an error takes the
 * hint's place and is checked with expectFieldError (web/test/expect-field-error.ts).
 */
export function hintOf(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby') ?? ''
  return document.getElementById(id)?.textContent ?? undefined
}

/** Types `text` into a field the quick way: focus it, then paste. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}
