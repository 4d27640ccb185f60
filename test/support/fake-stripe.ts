import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseStripeForm, textAt, type Params } from './stripe-form.ts'

/**
 * A local stand-in for the Stripe API: the SDK is pointed at it (STRIPE_API_BASE), it answers
 * the calls Vitrine makes with objects shaped like Stripe's (API 2026), keeps them so tests can
 * move them on (pay, renew, refund), and records every request it receives. A POST whose
 * idempotency key was already seen gets the first answer again, as Stripe's does.
 */

export interface RecordedRequest {
  method: string
  path: string
  params: Params
  idempotencyKey: string | undefined
}

/** A stored Stripe object: any JSON fields, an id and a type. */
export type StripeObject = Record<string, unknown> & { id: string; object: string }

type Answer = { status: number; body: unknown; headers?: Record<string, string> }

function paramsAt(params: Params, name: string): Params {
  const value = params[name]
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

const now = () => Math.floor(Date.now() / 1000)
const DAY = 86_400

export class FakeStripe {
  readonly requests: RecordedRequest[] = []
  private readonly objects = new Map<string, StripeObject>()
  /** What each checkout session was created with. */
  private readonly sessionParams = new Map<string, Params>()
  private readonly replies = new Map<string, Answer>()
  private readonly failures: { path: string; times: number }[] = []
  private counter = 0
  private readonly server = createServer((request, response) => {
    void this.serve(request, response)
  })
  url = ''

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  /** The next `times` requests to `path` fail with a 500 that Stripe says to retry. */
  failNext(path: string, times = 1): void {
    this.failures.push({ path, times })
  }

  /** Requests received, oldest first, filtered by method and path. */
  received(method?: string, path?: string): RecordedRequest[] {
    return this.requests.filter(
      (r) => (!method || r.method === method) && (!path || r.path === path),
    )
  }

  get(id: string): StripeObject {
    const object = this.objects.get(id)
    if (!object) throw new Error(`the fake Stripe has no ${id}`)
    return object
  }

  private newId(prefix: string): string {
    this.counter += 1
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`
  }

  private store(prefix: string, object: string, fields: Record<string, unknown>): StripeObject {
    const stored = { id: this.newId(prefix), object, created: now(), livemode: false, ...fields }
    this.objects.set(stored.id, stored)
    return stored
  }

  // --- What happens on Stripe's side, driven by the tests -------------------------------

  /** The buyer pays on Checkout: the session completes and makes its intent or subscription. */
  pay(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): StripeObject {
    const session = this.get(sessionId)
    const params = this.sessionParams.get(sessionId) ?? {}
    session.status = 'complete'
    session.payment_status = paymentStatus
    if (session.mode === 'subscription') {
      const data = paramsAt(params, 'subscription_data')
      const days = Number(textAt(data, 'trial_period_days') ?? 0)
      const subscription = this.store('sub', 'subscription', {
        customer: session.customer,
        status: days > 0 ? 'trialing' : 'active',
        metadata: paramsAt(data, 'metadata'),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        pause_collection: null,
        trial_end: days > 0 ? now() + days * DAY : null,
        items: {
          object: 'list',
          data: [
            {
              id: this.newId('si'),
              object: 'subscription_item',
              price: { id: textAt(params, 'line_items', 0, 'price'), object: 'price' },
              current_period_start: now(),
              current_period_end: now() + (days > 0 ? days : 30) * DAY,
            },
          ],
        },
      })
      session.subscription = subscription.id
      if (days > 0) session.payment_status = 'no_payment_required'
      // A free trial's first invoice asks for nothing.
      const amount = days > 0 ? 0 : Number(session.amount_total)
      const invoice = this.paidInvoice(
        subscription,
        'subscription_create',
        amount,
        String(session.currency),
      )
      session.invoice = subscription.latest_invoice = invoice.id
      return session
    }
    const intent = this.charged(
      Number(session.amount_total),
      paramsAt(paramsAt(params, 'payment_intent_data'), 'metadata'),
    )
    session.payment_intent = intent.id
    return session
  }

  /** A payment intent that took `amount`, and its charge. */
  private charged(amount: number, metadata: Params = {}): StripeObject {
    const intent = this.store('pi', 'payment_intent', { amount, metadata })
    this.store('ch', 'charge', {
      payment_intent: intent.id,
      amount,
      amount_refunded: 0,
      refunded: false,
      metadata: {},
    })
    return intent
  }

  /** An invoice of a subscription, for its customer; `fields` say what it asks and how it stands. */
  private invoice(subscription: StripeObject, fields: Record<string, unknown>): StripeObject {
    return this.store('in', 'invoice', {
      customer: subscription.customer,
      currency: 'eur',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      ...fields,
    })
  }

  /** A paid invoice: through a payment intent that took `amount`, or through nothing for 0. */
  private paidInvoice(
    subscription: StripeObject,
    billingReason: string,
    amount: number,
    currency: string,
  ): StripeObject {
    return this.invoice(subscription, {
      billing_reason: billingReason,
      amount_due: amount,
      currency,
      ...this.invoicePaid(amount),
    })
  }

  /** What a paid invoice says: paid now, through a payment intent that took `amount` (none for 0). */
  private invoicePaid(amount: number): Record<string, unknown> {
    const payments =
      amount === 0
        ? []
        : [
            {
              id: this.newId('inpay'),
              object: 'invoice_payment',
              status: 'paid',
              amount_paid: amount,
              payment: { type: 'payment_intent', payment_intent: this.charged(amount).id },
            },
          ]
    return {
      status: 'paid',
      amount_paid: amount,
      status_transitions: { paid_at: now() },
      payments: { object: 'list', data: payments },
    }
  }

  /**
   * The free trial of the subscription a session started ends: Stripe charges the first invoice
   * after it, the session's total (a `once` coupon lowers this invoice), and a paid month starts.
   * Answers the invoice and the payment intent that paid it.
   */
  endTrial(sessionId: string): { invoiceId: string; paymentIntent: string } {
    const session = this.get(sessionId)
    const subscription = this.get(String(session.subscription))
    subscription.trial_end = now()
    this.updateSubscription(subscription.id, { status: 'active', periodEnd: now() + 30 * DAY })
    const amount = Number(session.amount_total)
    const currency = String(session.currency)
    const invoice = this.paidInvoice(subscription, 'subscription_cycle', amount, currency)
    subscription.latest_invoice = invoice.id
    const payments = invoice.payments as { data: { payment: { payment_intent: string } }[] }
    return { invoiceId: invoice.id, paymentIntent: payments.data[0]!.payment.payment_intent }
  }

  /** A delayed payment method (SEPA…) finally succeeds. */
  settleAsyncPayment(sessionId: string): void {
    this.get(sessionId).payment_status = 'paid'
  }

  expire(sessionId: string): void {
    this.get(sessionId).status = 'expired'
  }

  /** The charge a paid session made. */
  chargeOf(sessionId: string): StripeObject {
    return this.chargeOfIntent(String(this.get(sessionId).payment_intent))
  }

  /** The charge a payment intent made (a renewal's, say). */
  chargeOfIntent(paymentIntent: string): StripeObject {
    const charge = [...this.objects.values()].find(
      (o) => o.object === 'charge' && o.payment_intent === paymentIntent,
    )
    if (!charge) throw new Error(`payment intent ${paymentIntent} has no charge`)
    return charge
  }

  refund(chargeId: string, amount?: number): void {
    const charge = this.get(chargeId)
    const total = Number(charge.amount)
    charge.amount_refunded = amount ?? total
    charge.refunded = (amount ?? total) >= total
  }

  /** Moves a subscription on: a new status, a new period end (Unix seconds). */
  updateSubscription(id: string, change: { status?: string; periodEnd?: number }): void {
    const subscription = this.get(id)
    if (change.status) subscription.status = change.status
    if (change.status === 'canceled') subscription.ended_at = subscription.canceled_at = now()
    const items = subscription.items as { data: Record<string, unknown>[] }
    if (change.periodEnd && items.data[0]) items.data[0].current_period_end = change.periodEnd
  }

  /** The prorations a price change left for the subscription's next invoice, oldest first. */
  pendingInvoiceItems(subscriptionId: string): { amount: number; proration: boolean }[] {
    return [...this.objects.values()]
      .filter((o) => o.object === 'invoiceitem' && o.subscription === subscriptionId)
      .map((o) => ({ amount: Number(o.amount), proration: Boolean(o.proration) }))
  }

  /** A paused subscription's date came: Stripe clears `pause_collection` by itself. */
  endPause(id: string): void {
    this.get(id).pause_collection = null
  }

  /** An open invoice is paid at last (a renewal retried): a payment intent takes what it asks. */
  payInvoice(invoiceId: string): StripeObject {
    const invoice = this.get(invoiceId)
    return Object.assign(invoice, this.invoicePaid(Number(invoice.amount_due)))
  }

  createInvoice(subscriptionId: string, billingReason: string, amountDue: number): StripeObject {
    return this.invoice(this.get(subscriptionId), {
      billing_reason: billingReason,
      amount_due: amountDue,
    })
  }

  /** A webhook event about an object as it is now: its JSON body and its id. */
  event(type: string, objectId: string, id = this.newId('evt')): { id: string; payload: string } {
    const event = {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: this.get(objectId) },
    }
    return { id, payload: JSON.stringify(event) }
  }

  // --- The API ------------------------------------------------------------------------

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', this.url)
    const method = request.method ?? 'GET'
    const form = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString()
    const key = request.headers['idempotency-key']
    const recorded = {
      method,
      path: url.pathname,
      params: parseStripeForm(form),
      idempotencyKey: typeof key === 'string' ? key : undefined,
    }
    this.requests.push(recorded)
    const answer = this.answer(recorded)
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
    response.end(JSON.stringify(answer.body))
  }

  private answer({ method, path, params, idempotencyKey }: RecordedRequest): Answer {
    const failure = this.failures.find((f) => f.path === path && f.times > 0)
    if (failure) {
      failure.times -= 1
      const body = { error: { type: 'api_error', message: 'Try again.' } }
      return { status: 500, body, headers: { 'stripe-should-retry': 'true' } }
    }
    const replayKey = `${method} ${path} ${idempotencyKey}`
    const replay = idempotencyKey && this.replies.get(replayKey)
    if (replay) return replay
    const answer = this.route(method, path, params)
    if (idempotencyKey && method === 'POST') this.replies.set(replayKey, answer)
    return answer
  }

  private route(method: string, path: string, params: Params): Answer {
    const [, version, kind, id, more] = path.split('/')
    const expand = Array.isArray(params.expand) ? params.expand.map(String) : []
    const ok = (object: StripeObject) => ({ status: 200, body: this.present(object, expand) })
    if (version !== 'v1') return missing(path)
    if (method === 'POST' && !id) {
      if (kind === 'customers') return ok(this.store('cus', 'customer', params))
      if (kind === 'products') return ok(this.store('prod', 'product', params))
      if (kind === 'prices') return ok(this.newPrice(params))
      if (kind === 'coupons') return ok(this.newCoupon(params))
      if (kind === 'refunds') return this.newRefund(params)
    }
    if (method === 'DELETE' && kind === 'subscriptions' && id && this.objects.has(id)) {
      this.updateSubscription(id, { status: 'canceled' })
      return ok(this.get(id))
    }
    if (method === 'POST' && kind === 'subscriptions' && id) {
      return this.changeSubscription(id, params, path)
    }
    if (method === 'POST' && id && (kind === 'products' || kind === 'prices')) {
      const object = this.objects.get(id)
      if (!object) return missing(path)
      Object.assign(object, params, params.active ? { active: params.active === 'true' } : {})
      return ok(object)
    }
    if (method === 'POST' && id === 'sessions') {
      if (kind === 'checkout') return this.checkoutSession(params)
      if (kind === 'billing_portal') {
        const portal = this.store('bps', 'billing_portal.session', params)
        portal.url = `https://billing.stripe.test/p/session/${portal.id}`
        return ok(portal)
      }
    }
    if (method === 'GET' && kind === 'invoices' && !id) return this.listInvoices(params)
    if (method === 'GET' && kind === 'invoice_payments' && !id) return this.listPayments(params)
    const objectId = kind === 'checkout' ? more : id
    if (method === 'GET' && objectId && this.objects.has(objectId)) return ok(this.get(objectId))
    return missing(path)
  }

  /** GET /v1/invoices: newest first, as Stripe lists them, of a subscription and a status if asked. */
  private listInvoices(params: Params): Answer {
    const subscription = textAt(params, 'subscription')
    const status = textAt(params, 'status')
    const data = [...this.objects.values()]
      .filter(
        (o) =>
          o.object === 'invoice' &&
          (!subscription ||
            textAt(o.parent as Params, 'subscription_details', 'subscription') === subscription) &&
          (!status || o.status === status),
      )
      .reverse()
    return { status: 200, body: { object: 'list', url: '/v1/invoices', has_more: false, data } }
  }

  /** GET /v1/invoice_payments: the payments of invoices, each naming its invoice, of an intent if asked. */
  private listPayments(params: Params): Answer {
    const intent = textAt(params, 'payment', 'payment_intent')
    const data = [...this.objects.values()]
      .filter((o) => o.object === 'invoice')
      .flatMap((invoice) =>
        ((invoice.payments as { data?: StripeObject[] } | undefined)?.data ?? []).map(
          (payment) => ({ ...payment, invoice: invoice.id }),
        ),
      )
      .filter((payment) => !intent || textAt(payment, 'payment', 'payment_intent') === intent)
    const url = '/v1/invoice_payments'
    return { status: 200, body: { object: 'list', url, has_more: false, data } }
  }

  private newPrice(params: Params): StripeObject {
    return this.store('price', 'price', {
      ...params,
      unit_amount: Number(textAt(params, 'unit_amount')),
      active: true,
    })
  }

  /**
   * POST /v1/subscriptions/{id} for the fields Vitrine sends: whether it ends with its period
   * (`cancel_at_period_end`, which also sets `cancel_at` and `canceled_at`, as Stripe does), or
   * `cancel_at` emptied, or its collection paused (`pause_collection` with a behavior and the
   * date it resumes) or resumed (`pause_collection` emptied), or a coupon applied (`discounts`,
   * kept expanded), or free months given as a trial to a date (`trial_end`), or another price
   * (`items` with `proration_behavior: create_prorations` as of `proration_date`: the unused
   * time credited at the old price and charged at the new one, to the second, each rounded to the
   * cent, kept as pending invoice items), or `metadata` merged. An ended subscription refuses, as
   * Stripe does; an unknown coupon too.
   */
  private changeSubscription(id: string, params: Params, path: string): Answer {
    const subscription = this.objects.get(id)
    if (!subscription) return missing(path)
    if (subscription.status === 'canceled') {
      const message = 'A canceled subscription can only update its cancellation_details.'
      return { status: 400, body: { error: { type: 'invalid_request_error', message } } }
    }
    const atPeriodEnd = textAt(params, 'cancel_at_period_end')
    const items = subscription.items as { data: Record<string, unknown>[] }
    if (atPeriodEnd !== undefined) {
      const ending = atPeriodEnd === 'true'
      subscription.cancel_at_period_end = ending
      subscription.cancel_at = ending ? (items.data[0]?.current_period_end ?? null) : null
      subscription.canceled_at = ending ? now() : null
    } else if (textAt(params, 'cancel_at') === '') {
      subscription.cancel_at = null
      subscription.canceled_at = null
    }
    const couponId = textAt(params, 'discounts', '0', 'coupon')
    if (couponId !== undefined) {
      const coupon = this.objects.get(couponId)
      if (coupon?.object !== 'coupon') return missing(`/v1/coupons/${couponId}`)
      subscription.discounts = [{ object: 'discount', coupon }]
    }
    const trialEnd = textAt(params, 'trial_end')
    if (trialEnd !== undefined && items.data[0]) {
      subscription.status = 'trialing'
      subscription.trial_end = Number(trialEnd)
      items.data[0].current_period_end = Number(trialEnd)
    }
    const priceId = textAt(params, 'items', 0, 'price')
    const item = items.data[0]
    if (priceId !== undefined && item) {
      const price = this.objects.get(priceId)
      if (price?.object !== 'price') return missing(`/v1/prices/${priceId}`)
      const old = this.objects.get(String((item.price as { id: string }).id))
      if (textAt(params, 'proration_behavior') === 'create_prorations') {
        const at = Number(textAt(params, 'proration_date') ?? now())
        const start = Number(item.current_period_start)
        const end = Number(item.current_period_end)
        const unused = subscription.status === 'trialing' ? 0 : (end - at) / (end - start)
        const line = (amount: number) =>
          this.store('ii', 'invoiceitem', {
            subscription: id,
            amount,
            proration: true,
            period: { start: at, end },
          })
        line(-Math.round(Number(old?.unit_amount ?? 0) * unused))
        line(Math.round(Number(price.unit_amount) * unused))
      }
      item.price = price
    }
    const metadata = params.metadata
    if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
      subscription.metadata = { ...(subscription.metadata as Params), ...metadata }
    }
    if (textAt(params, 'pause_collection') === '') subscription.pause_collection = null
    const behavior = textAt(params, 'pause_collection', 'behavior')
    if (behavior !== undefined) {
      const resumesAt = textAt(params, 'pause_collection', 'resumes_at')
      subscription.pause_collection = {
        behavior,
        resumes_at: resumesAt === undefined ? null : Number(resumesAt),
      }
    }
    return { status: 200, body: subscription }
  }

  /** Refunds a payment intent's charge in full, or the part asked; once refunded, no more. */
  private newRefund(params: Params): Answer {
    const intent = textAt(params, 'payment_intent')
    const charge = [...this.objects.values()].find(
      (o) => o.object === 'charge' && o.payment_intent === intent,
    )
    if (!charge) return missing(`/v1/payment_intents/${intent}`)
    if (charge.refunded) {
      const error = {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      }
      return { status: 400, body: { error } }
    }
    // Without an amount, Stripe gives back what is left of the charge.
    const amount = Number(
      textAt(params, 'amount') ?? Number(charge.amount) - Number(charge.amount_refunded),
    )
    this.refund(charge.id, Number(charge.amount_refunded) + amount)
    const refund = this.store('re', 'refund', {
      amount,
      charge: charge.id,
      payment_intent: intent,
      reason: params.reason ?? null,
      metadata: paramsAt(params, 'metadata'),
      status: 'succeeded',
    })
    return { status: 200, body: refund }
  }

  private newCoupon(params: Params): StripeObject {
    const amountOff = textAt(params, 'amount_off')
    const percentOff = textAt(params, 'percent_off')
    return this.store('coupon', 'coupon', {
      ...params,
      amount_off: amountOff === undefined ? null : Number(amountOff),
      percent_off: percentOff === undefined ? null : Number(percentOff),
      valid: true,
    })
  }

  /**
   * A session, or Stripe's refusals: an archived price, an unknown coupon, or `discounts` with
   * promotion codes.
   */
  private checkoutSession(params: Params): Answer {
    const discounts = Array.isArray(params.discounts) ? params.discounts : []
    const invalid = (message: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message } },
    })
    if (discounts.length > 0 && params.allow_promotion_codes !== undefined) {
      return invalid(
        'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      )
    }
    // Checkout takes only active prices: an archived one is refused.
    const lines = Array.isArray(params.line_items) ? params.line_items : []
    if (lines.some((line) => this.objects.get(textAt(line, 'price') ?? '')?.active === false)) {
      return invalid('The price specified is inactive. This field only accepts active prices.')
    }
    const couponId = textAt(discounts[0], 'coupon')
    if (couponId !== undefined && this.objects.get(couponId)?.object !== 'coupon') {
      return missing(`/v1/coupons/${couponId}`)
    }
    return { status: 200, body: this.newSession(params, couponId) }
  }

  /** What a coupon takes off a subtotal, as Stripe reckons it. */
  private discountOf(couponId: string | undefined, subtotal: number): number {
    const coupon = couponId ? this.get(couponId) : null
    if (!coupon) return 0
    if (coupon.percent_off !== null)
      return Math.round((subtotal * Number(coupon.percent_off)) / 100)
    return Math.min(Number(coupon.amount_off), subtotal)
  }

  private newSession(params: Params, couponId?: string): StripeObject {
    const lines = Array.isArray(params.line_items) ? params.line_items : []
    const subtotal = lines.reduce<number>((sum, line) => {
      const inline = textAt(line, 'price_data', 'unit_amount')
      const price = this.objects.get(textAt(line, 'price') ?? '')
      return sum + Number(inline ?? price?.unit_amount ?? 0) * Number(textAt(line, 'quantity') ?? 1)
    }, 0)
    const discount = this.discountOf(couponId, subtotal)
    const amount = subtotal - discount
    const session = this.store('cs_test', 'checkout.session', {
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: paramsAt(params, 'metadata'),
      amount_subtotal: subtotal,
      amount_total: amount,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      currency: textAt(lines[0], 'price_data', 'currency') ?? 'eur',
      payment_intent: null,
      subscription: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
    })
    session.url = `https://checkout.stripe.test/c/pay/${session.id}`
    this.sessionParams.set(session.id, params)
    return session
  }

  /** An object as the API shows it, with the fields asked for in `expand` expanded. */
  private present(object: StripeObject, expand: string[]): StripeObject {
    const shown: StripeObject = { ...object }
    for (const field of expand) {
      const linked = shown[field]
      if (typeof linked === 'string' && this.objects.has(linked)) shown[field] = this.get(linked)
    }
    return shown
  }
}

function missing(path: string): Answer {
  const error = {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${path}`,
  }
  return { status: 404, body: { error } }
}

/** A running fake; close it after the suite. */
export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start()
}
