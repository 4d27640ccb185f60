import { describe, expect, it } from 'vitest'
import { DECISION_MAIL } from './decision-mail.ts'

const facts = {
  website: 'Main',
  firstName: 'Ada',
  item: 'Concert',
  link: 'http://localhost:3000/concert',
}

describe('the decision mail', () => {
  it.each([
    ['fr', 'accepted', 'Message de l’équipe :'],
    ['fr', 'rejected', 'Message de l’équipe :'],
    ['en', 'accepted', 'A word from the team:'],
    ['en', 'rejected', 'A word from the team:'],
  ] as const)('in %s, %s, carries the staff message under "%s"', (language, decision, heading) => {
    const mail = DECISION_MAIL[language][decision]
    expect(mail({ ...facts, message: ' See you soon. ' }).text).toContain(
      `\n\n${heading}\nSee you soon.`,
    )
    expect(mail({ ...facts, message: '' }).text).not.toContain(heading)
  })
})
