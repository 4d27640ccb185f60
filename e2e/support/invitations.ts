import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { DATA_DIR_VARIABLE } from './outbox.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const run = promisify(execFile)

export interface NewInvitation {
  email: string
  firstName: string
  lastName: string
}

/**
 * Invites someone to the demo website the way a site owner does, with the admin command line
 * against the journeys' database; answers the invitation's uid.
 */
export async function createInvitation(invitation: NewInvitation): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env[DATA_DIR_VARIABLE] }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/main.ts',
      'invitation',
      'create',
      '--website',
      'localhost',
      '--email',
      invitation.email,
      '--first-name',
      invitation.firstName,
      '--last-name',
      invitation.lastName,
    ],
    { cwd: root, env },
  )
  const uid = /\/auth\/register\/(\S+)/.exec(stdout)?.[1]
  if (!uid) throw new Error(`No invitation link in the command's output:\n${stdout}`)
  return uid
}
