import { createHash } from 'node:crypto'
import type { AccountSession } from '../../../contract/schemas/account.ts'
import { notFound } from '../../errors.ts'
import type { AccountCaller } from './caller.ts'
import { deviceOf } from './device.ts'
import { findLiveSessions, revokeSessions } from './repo.ts'

type Caller = Omit<AccountCaller, 'passwords'>

/**
 * The public name of a session: derived from the token's hash, so that it shows nothing a
 * request could sign with, and stable for as long as the token lives.
 */
function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`session:${tokenHash}`).digest('base64url').slice(0, 22)
}

/** The devices signed in to the viewer's account, newest first; theirs is marked `current`. */
export async function listSessions(caller: Caller, now = new Date()): Promise<AccountSession[]> {
  const rows = await findLiveSessions(caller.db, caller.website.uid, caller.viewer.uid, now)
  return rows.map((row) => ({
    id: sessionId(row.token_hash),
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    ...deviceOf(row.user_agent),
    current: row.token_hash === caller.viewer.tokenHash,
  }))
}

/** Signs one of the viewer's own devices out; a session that is not theirs is a 404. */
export async function signOutSession(caller: Caller, id: string, now = new Date()): Promise<void> {
  const { db, website, viewer } = caller
  const rows = await findLiveSessions(db, website.uid, viewer.uid, now)
  const row = rows.find((session) => sessionId(session.token_hash) === id)
  if (!row) throw notFound('Session not found.')
  await revokeSessions(db, website.uid, viewer.uid, now, { only: row.token_hash })
}

/** Signs every device of the viewer out but the one asking. */
export async function signOutOtherSessions(caller: Caller, now = new Date()): Promise<void> {
  const { db, website, viewer } = caller
  await revokeSessions(db, website.uid, viewer.uid, now, { keep: viewer.tokenHash })
}
