import { describe, expect, it } from 'vitest'
import type { Plan } from '../../contract/schemas/catalogue.ts'
import { createTranslator } from '../i18n/translator.ts'
import { accessPeriodLabel, downloadLabel, planPriceLabel } from './price-labels.ts'

const french = createTranslator('fr')
const { t } = french
const plan: Plan = {
  uid: 'p',
  name: 'Annuel',
  amount: 9900,
  interval: 'year',
  type: 'recurring',
  description: '',
  thumbnail: null,
  trial_days: 0,
}

describe('price labels', () => {
  it('names the access period in hours, and 0 hours as unlimited', () => {
    expect(accessPeriodLabel(t, 48)).toBe('Accès pendant 48 heures')
    expect(accessPeriodLabel(t, 1)).toBe('Accès pendant 1 heure')
    expect(accessPeriodLabel(t, 0)).toBe('Accès illimité')
  })

  it('says which downloads a price includes', () => {
    expect(downloadLabel(t, null)).toBeNull()
    expect(downloadLabel(t, 1)).toBe('Téléchargement HD inclus')
    expect(downloadLabel(t, 3)).toBe('Téléchargement HD et du fichier source inclus')
  })

  it('shows a plan per interval in the site currency', () => {
    expect(planPriceLabel(french, plan, 'eur').replace(/\s/g, ' ')).toBe('99,00 € / an')
    expect(planPriceLabel(french, { ...plan, interval: 'month' }, 'chf').replace(/\s/g, ' ')).toBe(
      '99.00 CHF / mois',
    )
  })

  it('shows a plan the English way in English', () => {
    const english = createTranslator('en')
    expect(planPriceLabel(english, { ...plan, amount: 499, interval: 'month' }, 'eur')).toBe(
      '€4.99 / month',
    )
  })
})
