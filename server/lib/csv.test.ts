import { describe, expect, it } from 'vitest'
import { csvLine } from './csv.ts'

/** How a spreadsheet that ignores quotes splits a line: on `,` or on `;` (French Excel). */
const naiveCells = (line: string, separator: string) => line.trimEnd().split(separator)

describe('a CSV cell', () => {
  it('never starts a formula, wherever a spreadsheet splits the line', () => {
    for (const name of ['=1+1', 'Dupont;=1+1', 'Dupont,+33 6', 'Ada\t@SUM(A1)', 'a;-2+3']) {
      const line = csvLine([name, 'x'])
      for (const separator of [',', ';', '\t']) {
        for (const part of naiveCells(line, separator)) {
          expect(part.replace(/^"/, ''), `${name} split on ${separator}`).not.toMatch(/^[=+\-@]/)
        }
      }
    }
  })

  it('is quoted when it holds any separator, and keeps its text', () => {
    expect(csvLine(['Dupont;=1+1', 'a\tb', 'Dupont, Ada', 'simple', 12, null])).toBe(
      `"Dupont;'=1+1","a\tb","Dupont, Ada",simple,12,\r\n`,
    )
    expect(csvLine(['=1+1', 'il dit "oui"'])).toBe(`'=1+1,"il dit ""oui"""\r\n`)
  })
})
