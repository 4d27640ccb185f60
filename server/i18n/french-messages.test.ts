import { describe, expect, it } from 'vitest'
import { FRENCH_MESSAGES } from './french-messages.ts'
import { thrownMessages } from './thrown-messages-test-support.ts'

/** A message with its placeholders unnamed: the code and the catalogue may name them apart. */
const shapeOf = (message: string) => message.replace(/\{\w+\}/g, '{}')

/** `field: message` is made of a field and a message the catalogue has on its own. */
const FIELD_AND_MESSAGE = /^\{\w+\}: \{\w+\}$/

/** The readiness probe answers load balancers and operators, who read English like the logs. */
const OPERATORS_ONLY = 'server/modules/health/routes.ts'

describe('the French of the server’s messages', () => {
  it('has every message the server’s code can answer with', { timeout: 60_000 }, () => {
    const known = new Set(Object.keys(FRENCH_MESSAGES).map(shapeOf))
    const alreadyFrench = new Set(Object.values(FRENCH_MESSAGES))
    const missing = thrownMessages()
      .filter(({ text, at }) => text.trim() !== '' && !at.startsWith(OPERATORS_ONLY))
      .filter(({ text }) => !FIELD_AND_MESSAGE.test(text) && !alreadyFrench.has(text))
      .filter(({ text }) => !known.has(shapeOf(text)))
      .map(({ text, at }) => `${at}: ${text}`)
    expect(missing, 'add these to server/i18n/french/').toEqual([])
  })
})
