import type { AccountOrder } from '../../../contract/schemas/account.ts'
import { notFound } from '../../errors.ts'
import type { AccountCaller } from './caller.ts'
import { findReceiptOrders } from './orders-repo.ts'

type Caller = Omit<AccountCaller, 'passwords'>
type Row = Awaited<ReturnType<typeof findReceiptOrders>>[number]

function linesOf(json: string): AccountOrder['lines'] {
  try {
    const lines = JSON.parse(json) as { label?: unknown; amount?: unknown }[]
    return lines.map((line) => ({
      label: String(line.label ?? ''),
      amount: Number(line.amount ?? 0),
    }))
  } catch {
    return []
  }
}

const iso = (value: string) => new Date(value).toISOString()

function toOrder(row: Row): AccountOrder {
  return {
    uid: row.uid,
    type: row.type,
    status: row.status,
    currency: row.currency,
    lines: linesOf(row.lines),
    discount: Number(row.discount),
    tip: Number(row.tip),
    total: Number(row.total),
    refunded: Number(row.refunded ?? 0),
    created_at: iso(row.created_at),
    paid_at: row.paid_at ? iso(row.paid_at) : null,
  }
}

/** The viewer's paid orders, newest first, each as its receipt shows it. */
export async function listOrders(caller: Caller): Promise<AccountOrder[]> {
  const rows = await findReceiptOrders(caller.db, caller.website.uid, caller.viewer.uid)
  return rows.map(toOrder)
}

/** One of the viewer's paid orders; another user's, or an unpaid one, is a 404. */
export async function getOrder(caller: Caller, orderUid: string): Promise<AccountOrder> {
  const [row] = await findReceiptOrders(caller.db, caller.website.uid, caller.viewer.uid, orderUid)
  if (!row) throw notFound('Order not found.')
  return toOrder(row)
}
