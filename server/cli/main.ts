import { ConfigError } from '../config.ts'
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

async function main(argv: string[]): Promise<number> {
  const name = argv.slice(0, 2).join(' ')
  const command = COMMANDS[name]
  if (!command || argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP)
    return command || argv.length === 0 || argv.includes('--help') ? 0 : 1
  }
  const context = await openContext()
  try {
    await command(context, argv.slice(2))
    return 0
  } finally {
    await context.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof TypeError) {
      console.error(`vitrine: ${error.message}`)
      process.exit(1)
    }
    console.error(error)
    process.exit(1)
  },
)
