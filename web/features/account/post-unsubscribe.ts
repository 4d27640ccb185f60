import { UNSUBSCRIBE_PATH } from '../../../contract/values/screen-paths.ts'

/**
 * POST /unsubscribe?token=… — the mailed link's own address (mail programs post to it in one
 * click), outside the API: stops marketing mail to the customer the token names. A broadcast's
 * link names it too, so the broadcast counts who left through it.
 */
export async function postUnsubscribe(link: { token: string; broadcast?: string }): Promise<void> {
  const query = new URLSearchParams({ token: link.token })
  if (link.broadcast) query.set('broadcast', link.broadcast)
  const answer = await fetch(`${UNSUBSCRIBE_PATH}?${query.toString()}`, {
    method: 'POST',
  })
  if (!answer.ok) throw new Error(`unsubscribe answered ${answer.status}`)
}
