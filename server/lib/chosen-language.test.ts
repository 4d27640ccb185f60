import { describe, expect, it } from 'vitest'
import { acceptedLanguage, requestLanguage } from './chosen-language.ts'

describe('the language a request is answered in', () => {
  it('is French when nothing says otherwise', () => {
    expect(requestLanguage({})).toBe('fr')
    expect(requestLanguage({ 'accept-language': 'de-DE, it;q=0.8' })).toBe('fr')
    expect(requestLanguage({ cookie: 'language=de' })).toBe('fr')
  })

  it('is the one the visitor chose on the storefront, whatever the browser accepts', () => {
    expect(requestLanguage({ cookie: 'cart=1; language=en' })).toBe('en')
    expect(requestLanguage({ cookie: 'language=fr', 'accept-language': 'en' })).toBe('fr')
    expect(requestLanguage({ cookie: 'language=en', 'accept-language': 'fr' })).toBe('en')
  })

  it('is else the first of ours the browser accepts', () => {
    expect(requestLanguage({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en')
    expect(requestLanguage({ cookie: 'language=de', 'accept-language': 'en' })).toBe('en')
  })
})

describe('the language an Accept-Language header asks for', () => {
  it('follows the q-values, then the order', () => {
    expect(acceptedLanguage('fr;q=0.5, en;q=0.8')).toBe('en')
    expect(acceptedLanguage('de, en-US;q=0.7, fr;q=0.6')).toBe('en')
    expect(acceptedLanguage('de, FR-ca;q=0.3')).toBe('fr')
    expect(acceptedLanguage('de;q=0.9, en-GB, fr-BE')).toBe('en')
  })

  it('takes a region tag for its language', () => {
    expect(acceptedLanguage('en-GB,en;q=0.9')).toBe('en')
    expect(acceptedLanguage('en-GB;q=0.8, fr;q=0.5')).toBe('en')
  })

  it('reads * as any of ours, French first, below what the header names', () => {
    expect(acceptedLanguage('*')).toBe('fr')
    expect(acceptedLanguage('de, *')).toBe('fr')
    expect(acceptedLanguage('en, *;q=0.5')).toBe('en')
    // Every language at 1 beats English at 0.5.
    expect(acceptedLanguage('en;q=0.5, *')).toBe('fr')
  })

  it('skips what it refuses (q=0) and is null for none of ours', () => {
    expect(acceptedLanguage('en;q=0, fr;q=0.1')).toBe('fr')
    expect(acceptedLanguage('de, it;q=0.9')).toBeNull()
    expect(acceptedLanguage(undefined)).toBeNull()
    expect(acceptedLanguage('')).toBeNull()
  })

  it('counts a range it cannot read for nothing', () => {
    expect(acceptedLanguage('en;q=abc')).toBeNull()
    expect(acceptedLanguage(';;;,,')).toBeNull()
    expect(acceptedLanguage('"en"')).toBeNull()
    expect(requestLanguage({ 'accept-language': 'en;q=abc, de' })).toBe('fr')
  })
})
