import { UNSUBSCRIBE_PATH } from '../../../contract/values/screen-paths.ts'

/**
 * POST /unsubscribe?token=… — the mailed link's own address (mail programs post to it in one
 * click), outside the API: stops marketing mail to the customer the token names.
 */
export async function postUnsubscribe(token: string): Promise<void> {
  const answer = await fetch(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  })
  if (!answer.ok) throw new Error(`unsubscribe answered ${answer.status}`)
}
