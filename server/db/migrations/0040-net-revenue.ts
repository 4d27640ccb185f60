import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'
import {
  backfillOrderSums,
  GROSS_PARTS,
  lines,
  orderSumsTriggers,
  type LineColumns,
  type OrderParts,
} from './0026-plan-grants-partial-refunds.ts'

/**
 * Revenue by kind and by item counts what was charged, a coupon's discount taken off: the sums
 * of 0026 counted each line at its price, so an order of 17,99 € of lines paid 15,59 € with a
 * coupon brought 17,99 € to rentals and purchases against 15,59 € of orders.
 *
 * An order's discount is shared among its lines in proportion to their amounts, to the minor
 * unit: the lines up to and including one bear `floor(upTo × discount / lines)` of it, so each
 * line's share is that less what the lines before it bear, and the shares add up to the
 * discount exactly. What refunds gave back is shared the same way among the lines (at what they
 * were charged) and the tip, which takes what rounding leaves: the parts of an order always add
 * up to its total and to what it gave back. The triggers of 0026 are replaced by ones reading
 * the discount, and the sums are computed again from every order.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const drop =
    dialect === 'postgres'
      ? [
          'DROP TRIGGER orders_sums ON orders',
          'DROP FUNCTION orders_sums()',
          'DROP TRIGGER order_refunds_sums ON order_refunds',
          'DROP FUNCTION order_refunds_sums()',
        ]
      : [
          ...['insert', 'update', 'delete'].map((event) => `DROP TRIGGER orders_sums_${event}`),
          ...['insert', 'delete'].map((event) => `DROP TRIGGER order_refunds_sums_${event}`),
        ]
  for (const statement of [...drop, ...orderSumsTriggers(dialect, NET_PARTS)]) {
    await sql.raw(statement).execute(db)
  }
  // Emptying the daily sums takes them out of the monthly ones, leaving rows of zeros there.
  await sql`DELETE FROM revenue_days`.execute(db)
  await sql`DELETE FROM item_revenue_days`.execute(db)
  await sql`DELETE FROM item_revenue_months`.execute(db)
  for (const statement of backfillOrderSums(dialect, NET_PARTS)) {
    await sql.raw(statement).execute(db)
  }
}

/** A line, with what the lines up to it (`upTo`) and all of them (`whole`) add up to. */
interface NetLine extends LineColumns {
  upTo: string
  whole: string
}

/**
 * The lines of the order `o`, with their running total. PostgreSQL adds them up once per order
 * with window functions (a lateral subquery when every order is read); SQLite, which has no
 * lateral subqueries, with a subquery per line.
 */
function netLines(dialect: Dialect, o: string): NetLine {
  if (dialect === 'postgres') {
    const amount = `(e.value ->> 'amount')::bigint`
    const total = (over: string) => `CAST(sum(${amount}) OVER (${over}) AS bigint)`
    return {
      from: `(SELECT e.value, ${total('ORDER BY e.ord')} AS up_to, ${total('')} AS whole
        FROM json_array_elements(${o}.lines::json) WITH ORDINALITY AS e(value, ord)) AS l`,
      amount: `(l.value ->> 'amount')::bigint`,
      period: `coalesce((l.value ->> 'period')::integer, 0)`,
      item: `(l.value ->> 'item_uid')`,
      upTo: 'l.up_to',
      whole: 'l.whole',
    }
  }
  const amounts = `SELECT sum(json_extract(x.value, '$.amount')) FROM json_each(${o}.lines) AS x`
  return {
    ...lines(dialect, o),
    upTo: `(${amounts} WHERE x.key <= l.key)`,
    whole: `(${amounts})`,
  }
}

/** Split the order `o` into its lines at what they were charged, its tip and the rest. */
const NET_PARTS: OrderParts<NetLine> = {
  columns: `${GROSS_PARTS.columns}, discount`,
  lines: netLines,
  line(o, line, given) {
    const { upTo, whole } = line
    // What lines adding up to `sum` were charged, their part of the discount taken off.
    const charged = (sum: string) =>
      `(${sum} - CASE WHEN ${whole} > 0 THEN ${sum} * ${o}.discount / ${whole} ELSE 0 END)`
    const before = `(${upTo} - ${line.amount})`
    return {
      amount: `${charged(upTo)} - ${charged(before)}`,
      refunds: `${givenOf(o, charged(upTo), given)} - ${givenOf(o, charged(before), given)}`,
    }
  },
  tip: (o, given) => ({
    amount: `${o}.tip`,
    refunds: `${givenOf(o, `${o}.total`, given)} - ${givenOf(o, `${o}.total - ${o}.tip`, given)}`,
  }),
  rest: (o, given) => ({
    amount: `${o}.total - ${o}.tip`,
    refunds: givenOf(o, `${o}.total - ${o}.tip`, given),
  }),
}

/**
 * What was given back of the first `amount` of the order `o`'s total, rounded down: in
 * proportion to `given`, or to the whole total once the order is refunded.
 */
function givenOf(o: string, amount: string, given: string) {
  const back = `CASE WHEN ${o}.status = 'refunded' THEN ${o}.total ELSE ${given} END`
  return `CASE WHEN ${o}.total <= 0 THEN 0 ELSE (${amount}) * (${back}) / ${o}.total END`
}
