import type { StaffAnswer } from '../../../contract/schemas/admin.ts'
import { staffFetch } from './staff-fetch.ts'

let known: { token: string; answer: Promise<StaffAnswer> } | null = null

/**
 * GET /me/: the role of whoever the token belongs to, and what it allows; a 403 (an HttpError)
 * for anyone who is not staff of this website. Asked once per token.
 */
export function getStaff(token: string): Promise<StaffAnswer> {
  if (known?.token !== token) {
    const answer = staffFetch('/me/', { token }).then(
      (response) => response.json() as Promise<StaffAnswer>,
    )
    known = { token, answer }
    answer.catch(() => {
      if (known?.answer === answer) known = null
    })
  }
  return known.answer
}
