import { parseArgs } from 'node:util'
import { createMailer } from '../mail/mailer.ts'
import { websiteMailBrand } from '../modules/websites/mail-brand.ts'
import { decideOnDemandRequest } from '../modules/ondemand/service.ts'
import { pickWebsite, required, UsageError, type CliContext } from './context.ts'

export const ONDEMAND_HELP = `vitrine ondemand list [--website UID|HOST]
    Lists the on-demand requests waiting for a decision.
vitrine ondemand decide --request R --item I (--accept | --reject) [--website UID|HOST]
    Grants or refuses access to one item of a request.`

export async function listOnDemandCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { website: { type: 'string' } } })
  const website = await pickWebsite(context, values.website)
  const rows = await context.db
    .selectFrom('ondemand_request_items')
    .innerJoin('users', 'users.uid', 'ondemand_request_items.user_uid')
    .innerJoin('items', 'items.uid', 'ondemand_request_items.item_uid')
    .select(['ondemand_request_items.request_uid', 'items.uid', 'items.name', 'users.email'])
    .where('ondemand_request_items.website_uid', '=', website.uid)
    .where('ondemand_request_items.status', '=', 'pending')
    .execute()
  if (rows.length === 0) console.log('No request is waiting.')
  for (const row of rows) {
    console.log(`--request ${row.request_uid} --item ${row.uid}  ${row.email}  ${row.name}`)
  }
}

export async function decideOnDemandCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      request: { type: 'string' },
      item: { type: 'string' },
      accept: { type: 'boolean', default: false },
      reject: { type: 'boolean', default: false },
      website: { type: 'string' },
    },
  })
  if (values.accept === values.reject) throw new UsageError('say either --accept or --reject')
  const website = await pickWebsite(context, values.website)
  const decision = values.accept ? 'accepted' : 'rejected'
  const { config } = context
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    brandOf: websiteMailBrand(context.db),
    log: { info: (facts, message) => console.log(`${message}: ${String(facts.file)}`) },
  })
  try {
    const log = { error: (facts: object, message: string) => console.error(message, facts) }
    const found = await decideOnDemandRequest(
      { db: context.db, mailer, log },
      website,
      required(values, 'request'),
      required(values, 'item'),
      decision,
      new Date(),
    )
    if (!found) throw new UsageError('no such request item on this website')
    console.log(`Access ${decision}; the requester was told by mail.`)
  } finally {
    mailer.close()
  }
}
