import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_STORAGE_KEY } from '../../i18n/remembered-language.ts'
import { staffFetch } from './staff-fetch.ts'

describe('the back office’s calls to the server', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The Accept-Language of one call to the staff API. */
  async function languageAsked(): Promise<string | null> {
    let headers = new Headers()
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      headers = new Headers(init.headers)
      return Response.json({})
    })
    await staffFetch('/staff/me/')
    return headers.get('accept-language')
  }

  it('ask for the server’s messages in the back office’s language', async () => {
    expect(await languageAsked()).toBe('fr')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(await languageAsked()).toBe('en')
  })
})
