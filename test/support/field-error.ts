import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

/** A 400 in the spec §8 shape whose details name `field`, and only it, with one message. */
export function expectFieldError(answer: LightMyRequestResponse, field: string): void {
  expect(answer.statusCode, answer.body).toBe(400)
  const body = answer.json<{ type: string; details?: Record<string, string[]> }>()
  expect(body.type).toBe('ValidationError')
  expect(Object.keys(body.details ?? {}), answer.body).toEqual([field])
  expect(body.details?.[field], answer.body).toEqual([expect.any(String)])
}
