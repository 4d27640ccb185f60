import { describe, expect, it } from 'vitest'
import { formatMoneyInput, parseMoneyInput } from './money-input.ts'

const NBSP = '\u00a0'
const NARROW_NBSP = '\u202f'

describe('an amount typed by a person', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['12,5', 1250],
    ['12.5', 1250],
    ['4,99', 499],
    ['0,01', 1],
    [',50', 50],
    ['12,', 1200],
    ['1 250', 125_000],
    [`1${NBSP}250`, 125_000],
    [`1${NARROW_NBSP}250`, 125_000],
    ['1 250,50', 125_050],
    ['1 250.50', 125_050],
    ['12 345 678,90', 1_234_567_890],
    ['  12,50  ', 1250],
    ['1250', 125_000],
    ['0', 0],
  ])('reads %j as %d minor units, with a comma or a point', (text, minorUnits) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, minorUnits })
  })

  it('reads the amounts the French formats of a number produce, spaces and all', () => {
    for (const locale of ['fr-FR', 'fr-CH']) {
      const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1250.5)
      expect(parseMoneyInput(text)).toEqual({ ok: true, minorUnits: 125_050 })
    }
  })

  it.each([
    ['1.250,5', 'ambiguous'],
    ['1,250.50', 'ambiguous'],
    ['12.345', 'ambiguous'],
    ['1,250', 'ambiguous'],
    ['1.250.000', 'ambiguous'],
    ['12,5,0', 'format'],
    ['12,345 6', 'format'],
    ['12,999', 'ambiguous'],
    ['12,3456', 'decimals'],
    ['0,125', 'decimals'],
    ['1 250,505', 'decimals'],
    ['douze', 'format'],
    ['12 €', 'format'],
    ['12a', 'format'],
    ['1e3', 'format'],
    ['+12', 'format'],
    [',', 'format'],
    ['12 34', 'format'],
    ['1  250', 'format'],
    ['-12', 'negative'],
    ['\u221212,50', 'negative'],
    ['-douze', 'format'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['99999999999999999999', 'format'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, error })
  })
})

describe('an amount shown in a field to be edited', () => {
  it('has two decimals in the reader’s format, without grouping, and reads back the same', () => {
    expect(formatMoneyInput(499, 'fr')).toBe('4,99')
    expect(formatMoneyInput(499, 'en')).toBe('4.99')
    expect(formatMoneyInput(125_050, 'fr-CH')).toBe('1250,50')
    expect(formatMoneyInput(1500, 'en')).toBe('15.00')
    for (const locale of ['fr', 'en', 'fr-CH']) {
      expect(parseMoneyInput(formatMoneyInput(123_456, locale))).toEqual({
        ok: true,
        minorUnits: 123_456,
      })
    }
  })
})
