import { describe, expect, it, vi } from 'vitest'
import { addTexts } from './add-texts.ts'
import { createTranslator, translate } from './translator.ts'
import './search/texts.ts'

addTexts({
  fr: { probe: { onlyInFrench: 'Seulement en français', greeting: 'Bonjour {{name}}' } },
  en: { probe: { greeting: 'Hello {{name}}' } },
})

describe('the translator', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    expect(translate('en', 'probe.greeting', { name: 'Ada' })).toBe('Hello Ada')
    expect(translate('fr', 'probe.greeting')).toBe('Bonjour {{name}}')
  })

  it('picks the plural form each language gives a count: French counts 0 as one', () => {
    expect(translate('fr', 'search.hint', { count: 0, text: 'bois' })).toBe('0 résultat : bois')
    expect(translate('fr', 'search.hint', { count: 2, text: 'bois' })).toBe('2 résultats : bois')
    expect(translate('en', 'search.hint', { count: 0, text: 'wood' })).toBe('0 results : wood')
    expect(translate('en', 'search.hint', { count: 1, text: 'wood' })).toBe('1 result : wood')
  })

  it('falls back to French, then to the key itself', () => {
    expect(translate('en', 'probe.onlyInFrench')).toBe('Seulement en français')
    expect(translate('en', 'probe.nowhere')).toBe('probe.nowhere')
    expect(translate('en', 'probe')).toBe('probe')
  })

  it('takes the first of several keys that has a text', () => {
    expect(translate('en', ['probe.nowhere', 'probe.greeting'], { name: 'Ada' })).toBe('Hello Ada')
  })

  it('changes language for its listeners, with a new t', () => {
    const translator = createTranslator('fr')
    const listener = vi.fn()
    const stop = translator.subscribe(listener)
    const frenchT = translator.t
    translator.changeLanguage('fr')
    expect(listener).not.toHaveBeenCalled()
    translator.changeLanguage('en')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(translator.t).not.toBe(frenchT)
    // The app's t takes only keys that name a text: the probe's, added by this test, is not one.
    // @ts-expect-error a key of no text of the app's
    expect(translator.t('probe.greeting', { name: 'Ada' })).toBe('Hello Ada')
    stop()
    translator.changeLanguage('fr')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
