import { parseArgs } from 'node:util'
import { createStripeApi } from '../modules/billing/stripe/stripe-client.ts'
import { syncPlans } from '../modules/billing/stripe/stripe-plans.ts'
import { setPromotionCodesAllowed, setTrialDays } from '../modules/billing/stripe/stripe-repo.ts'
import { pickWebsite, required, UsageError, type CliContext } from './context.ts'

export const STRIPE_HELP = `vitrine stripe sync-plans [--website UID|HOST]
    Makes (or updates) a Stripe Product per plan and a recurring Price matching its amount,
    currency and interval; archives prices that no longer match. Needs STRIPE_SECRET_KEY.
vitrine stripe trial --plan P --days N [--website UID|HOST]
    Gives new subscriptions to the plan N days of free trial (0: none).
vitrine stripe promotion-codes on|off [--website UID|HOST]
    Lets buyers enter Stripe promotion codes on Checkout, or not.`

async function syncPlansCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { website: { type: 'string' } } })
  if (!context.config.stripe) {
    throw new UsageError('STRIPE_SECRET_KEY is not set: the sandbox needs no plan sync')
  }
  const website = await pickWebsite(context, values.website)
  const synced = await syncPlans(context.db, createStripeApi(context.config.stripe), website)
  if (synced.length === 0) console.log(`${website.settings.name} has no plan.`)
  for (const plan of synced) {
    const change = plan.created ? 'new price' : 'price kept'
    const archived = plan.archived.length > 0 ? `, archived ${plan.archived.join(', ')}` : ''
    const trial = plan.trialDays > 0 ? `, ${plan.trialDays}-day trial` : ''
    console.log(`${plan.name} (${plan.planUid}): ${plan.priceId} (${change}${archived})${trial}`)
  }
}

async function trialCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { plan: { type: 'string' }, days: { type: 'string' }, website: { type: 'string' } },
  })
  const days = Number(required(values, 'days'))
  if (!Number.isInteger(days) || days < 0 || days > 730) {
    throw new UsageError('--days must be a whole number from 0 to 730')
  }
  const website = await pickWebsite(context, values.website)
  const plan = required(values, 'plan')
  if (!(await setTrialDays(context.db, website.uid, plan, days))) {
    throw new UsageError(`no plan ${plan} on ${website.settings.name}`)
  }
  console.log(days > 0 ? `Plan ${plan}: ${days} days of free trial.` : `Plan ${plan}: no trial.`)
}

async function promotionCodesCommand(context: CliContext, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { website: { type: 'string' } },
  })
  const [choice, ...extra] = positionals
  if ((choice !== 'on' && choice !== 'off') || extra.length > 0) {
    throw new UsageError('say promotion-codes on or promotion-codes off')
  }
  const website = await pickWebsite(context, values.website)
  await setPromotionCodesAllowed(context.db, website.uid, choice === 'on')
  console.log(
    `Promotion codes ${choice === 'on' ? 'allowed' : 'refused'} on ${website.settings.name}.`,
  )
}

export const STRIPE_COMMANDS = {
  'stripe sync-plans': syncPlansCommand,
  'stripe trial': trialCommand,
  'stripe promotion-codes': promotionCodesCommand,
}
