import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'
import { LANGUAGE_STORAGE_KEY } from '../../i18n/remembered-language.ts'
import { apiServer } from '../../test/api-server.ts'
import { staffFetch } from './staff-fetch.ts'

describe('the back office’s calls to the server', () => {
  /** The Accept-Language of one call to the staff API. */
  async function languageAsked(): Promise<string | null> {
    const languages: (string | null)[] = []
    apiServer.use(
      http.get(`${ADMIN_API_BASE}/staff/me/`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'))
        return HttpResponse.json({})
      }),
    )
    await staffFetch('/staff/me/')
    return languages[0] ?? null
  }

  it('ask for the server’s messages in the back office’s language', async () => {
    expect(await languageAsked()).toBe('fr')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(await languageAsked()).toBe('en')
  })
})
