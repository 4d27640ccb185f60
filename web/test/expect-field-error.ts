import { expect } from 'vitest'

/**
 * Asserts that `field` is marked invalid and that its error, as a screen reader reads it with the
 * field (the text its aria-describedby points at), is `message`.
 */
export function expectFieldError(field: HTMLElement, message: string): void {
  const name = field.getAttribute('name') ?? field.id
  expect(field.getAttribute('aria-invalid'), `${name} is marked invalid`).toBe('true')
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
  expect(described, `the error read with ${name}`).toBe(message)
}
