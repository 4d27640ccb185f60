import { ConfigError, type Env } from '../config.ts'
import { openContext, UsageError, type CliContext } from './context.ts'
import { importMediaCommand, MEDIA_HELP } from './media.ts'
import { decideOnDemandCommand, listOnDemandCommand, ONDEMAND_HELP } from './ondemand.ts'
import {
  createInvitationCommand,
  createUserCommand,
  grantStaffCommand,
  revokeStaffCommand,
  USER_HELP,
} from './users.ts'
import { listWebsitesCommand, WEBSITE_HELP } from './websites.ts'
import { STRIPE_COMMANDS, STRIPE_HELP } from './stripe.ts'
import { migrateStorageCommand, STORAGE_HELP } from './storage.ts'

const HELP = `Vitrine admin command line. Uses the same configuration as the server (see README).

${USER_HELP}
${WEBSITE_HELP}
${ONDEMAND_HELP}
${MEDIA_HELP}
${STORAGE_HELP}
${STRIPE_HELP}`

type Command = (context: CliContext, args: string[]) => Promise<void>

const COMMANDS: Record<string, Command> = {
  'user create': createUserCommand,
  'user grant': grantStaffCommand,
  'user revoke': revokeStaffCommand,
  'invitation create': createInvitationCommand,
  'website list': listWebsitesCommand,
  'ondemand list': listOnDemandCommand,
  'ondemand decide': decideOnDemandCommand,
  'media import': importMediaCommand,
  'storage migrate': migrateStorageCommand,
  ...STRIPE_COMMANDS,
}

/**
 * Runs one command of `vitrine` with the configuration `env` gives, printing to the console, and
 * answers its exit code: 0 done, 1 refused (one line saying why) or failed.
 */
export async function runCommandLine(argv: string[], env?: Env): Promise<number> {
  try {
    const name = argv.slice(0, 2).join(' ')
    const command = COMMANDS[name]
    if (!command || argv.includes('--help') || argv.includes('-h')) {
      console.log(HELP)
      return command || argv.length === 0 || argv.includes('--help') ? 0 : 1
    }
    const context = await openContext(env)
    try {
      await command(context, argv.slice(2))
      return 0
    } finally {
      await context.close()
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof TypeError) {
      console.error(`vitrine: ${error.message}`)
    } else {
      console.error(error)
    }
    return 1
  }
}
