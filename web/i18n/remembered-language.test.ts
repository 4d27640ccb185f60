import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '../../contract/values/first-screen.ts'
import {
  LANGUAGE_STORAGE_KEY,
  rememberedLanguage,
  rememberLanguage,
} from './remembered-language.ts'

function clearCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`
}

describe('the remembered language', () => {
  afterEach(() => {
    localStorage.clear()
    clearCookie()
  })

  it('is the one the address names (?lang=en), remembered for the pages after it', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    window.history.replaceState(null, '', '/film?lang=en')
    try {
      expect(rememberedLanguage()).toBe('en')
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`)
    } finally {
      window.history.replaceState(null, '', '/')
    }
    expect(rememberedLanguage()).toBe('en')
  })

  it('is French for a first visit', () => {
    expect(rememberedLanguage()).toBe('fr')
  })

  it('is the one chosen, kept in storage and told to the server in the cookie', () => {
    rememberLanguage('en')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`)
    expect(rememberedLanguage()).toBe('en')
  })

  it('is read from the cookie when storage lost it, as the server drew the page', () => {
    document.cookie = `other=1; path=/`
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`
    expect(rememberedLanguage()).toBe('en')
  })

  it('prefers storage to the cookie, and ignores a language it does not have', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    expect(rememberedLanguage()).toBe('fr')
    localStorage.clear()
    document.cookie = `${LANGUAGE_COOKIE}=de; path=/`
    expect(rememberedLanguage()).toBe('fr')
  })
})
