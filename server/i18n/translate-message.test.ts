import { describe, expect, it } from 'vitest'
import { FRENCH_MESSAGES } from './french-messages.ts'
import { catalogueTranslator, placeholdersOf, translateMessage } from './translate-message.ts'

describe('the translator of server messages', () => {
  const translate = catalogueTranslator({
    'This field is required.': 'Ce champ est obligatoire.',
    '{label} is required.': '{label} : ce champ est obligatoire.',
    'Ensure this field has at least {limit} characters.':
      'Ce champ doit contenir au moins {limit} caractères.',
    'Keep {host}: it is the address you are using.': 'Gardez {host} : c’est l’adresse utilisée.',
    'No route {method} {path}.': 'Aucune route {method} {path}.',
    'Send a WebVTT file as the multipart field {field}.':
      'Envoyez un fichier WebVTT dans le champ multipart {field}.',
    'Send {what} as the multipart field {field}.':
      'Envoyez {what} dans le champ multipart {field}.',
  })

  it('translates a message it knows', () => {
    expect(translate('This field is required.')).toBe('Ce champ est obligatoire.')
  })

  it('fills in the values a message carries', () => {
    expect(translate('Ensure this field has at least 8 characters.')).toBe(
      'Ce champ doit contenir au moins 8 caractères.',
    )
    expect(translate('No route GET /api/nowhere/.')).toBe('Aucune route GET /api/nowhere/.')
    expect(translate('Keep shop.test: it is the address you are using.')).toBe(
      'Gardez shop.test : c’est l’adresse utilisée.',
    )
  })

  it('prefers the first template a message fits', () => {
    expect(translate('Send a WebVTT file as the multipart field file.')).toBe(
      'Envoyez un fichier WebVTT dans le champ multipart file.',
    )
    expect(translate('Send a song as the multipart field file.')).toBe(
      'Envoyez a song dans le champ multipart file.',
    )
  })

  it('translates the message of `field: message` and keeps the field’s name', () => {
    expect(translate('password1: Ensure this field has at least 8 characters.')).toBe(
      'password1: Ce champ doit contenir au moins 8 caractères.',
    )
    expect(translate('blocks.0.title: This field is required.')).toBe(
      'blocks.0.title: Ce champ est obligatoire.',
    )
    expect(translate('host: This field is required.')).toBe('host: Ce champ est obligatoire.')
    expect(translate('company: Company is required.')).toBe(
      'company: Company : ce champ est obligatoire.',
    )
  })

  it('leaves a message it does not know as it is', () => {
    expect(translate('Something new happened.')).toBe('Something new happened.')
    expect(translate('email: Something new happened.')).toBe('email: Something new happened.')
    expect(translate('Ensure this field has at least characters.')).toBe(
      'Ensure this field has at least characters.',
    )
  })

  it('answers English as the code says it, French from the catalogue', () => {
    const message = 'A user with that email already exists.'
    expect(translateMessage(message, 'en')).toBe(message)
    expect(translateMessage(message, 'fr')).toBe('Un compte existe déjà avec cette adresse e-mail.')
  })

  it('says which step of a transcode failed, and keeps what ffmpeg said as it said it', () => {
    // As server/modules/media/transcode.ts words it; staff read it on the import that failed.
    const message = 'ffmpeg could not make the HLS ladder: Conversion failed!'
    expect(translateMessage(message, 'fr')).toBe(
      'ffmpeg n’a pas pu produire les rendus HLS : Conversion failed!',
    )
  })
})

describe('the French catalogue', () => {
  it('places in the French every value the English carries', () => {
    const mismatched = Object.entries(FRENCH_MESSAGES).filter(
      ([english, french]) =>
        placeholdersOf(french).sort().join() !== placeholdersOf(english).sort().join(),
    )
    expect(mismatched).toEqual([])
  })

  it('writes apostrophes the typographic way', () => {
    const straight = Object.values(FRENCH_MESSAGES).filter((french) => french.includes("'"))
    expect(straight).toEqual([])
  })
})
