import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Changes to what the back office gives and counts (and how fast it counts).
 *
 * 1. A free access grant may open a whole plan (every item of it, as a subscription would)
 *    instead of one item: `access_grants` gets `plan_uid`, and `item_uid` may be null. SQLite
 *    cannot drop a NOT NULL, so there the table is rebuilt with its rows.
 *
 * 2. Partial refunds count in the analytics' daily sums. What an order gives back is its whole
 *    total once refunded, else what its `order_refunds` add up to; like the rest of the order,
 *    it counts on the day the order was paid, so a day's net is what that day's orders kept.
 *    A line's (or the tip's) share of a partial refund is in proportion to its amount, rounded
 *    down. The triggers of 0021 are replaced by ones reading the refunds, refunds get their own
 *    triggers (each takes the order's whole contribution back, then adds it as it now is), and
 *    the sums are computed again from every order.
 *
 * 3. Monthly sums per item, and one row per customer saying when they first paid, so the
 *    dashboard's top items and conversion stay fast over a year (bench/analytics.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await allowPlanGrants(db, dialect)
  const statements =
    dialect === 'postgres'
      ? ['DROP TRIGGER orders_sums ON orders', 'DROP FUNCTION orders_sums()']
      : [
          'DROP TRIGGER orders_sums_insert',
          'DROP TRIGGER orders_sums_update',
          'DROP TRIGGER orders_sums_delete',
        ]
  for (const statement of [...statements, ...orderSumsTriggers(dialect, GROSS_PARTS)]) {
    await sql.raw(statement).execute(db)
  }
  await sql`DELETE FROM revenue_days`.execute(db)
  await sql`DELETE FROM item_revenue_days`.execute(db)
  for (const statement of backfillOrderSums(dialect, GROSS_PARTS)) {
    await sql.raw(statement).execute(db)
  }
  await addMonthSums(db, dialect)
  await addCustomerConversions(db, dialect)
}

/**
 * A year of an item's sums is 365 rows per item in the daily tables: the dashboard's top items
 * read whole months from monthly tables instead, and only the days at the period's edges from
 * the daily ones. Triggers on the daily tables keep the months, whoever writes the days.
 */
const MONTHS = {
  item_revenue_months: {
    days: 'item_revenue_days',
    key: ['website_uid', 'item_uid', 'currency'],
    sums: ['gross', 'refunds', 'sales'],
  },
  item_play_months: { days: 'item_play_days', key: ['website_uid', 'item_uid'], sums: ['plays'] },
} as const

async function addMonthSums(db: Kysely<unknown>, dialect: Dialect) {
  for (const [table, { days, key, sums }] of Object.entries(MONTHS)) {
    let create: CreateTableBuilder<string, string> = db.schema.createTable(table)
    const columns = ['website_uid', 'month', ...key.slice(1)]
    for (const column of columns) create = create.addColumn(column, 'text', (c) => c.notNull())
    for (const column of sums) {
      create = create.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
    }
    await create.addPrimaryKeyConstraint(`${table}_pk`, columns).execute()
    const month = (row: string) => `substr(${row}.day, 1, 7)`
    const add = (row: string, values: (column: string) => string, where = 'true') =>
      `INSERT INTO ${table} (${[...columns, ...sums].join(', ')})
       SELECT ${row}.website_uid, ${month(row)}, ${key
         .slice(1)
         .map((column) => `${row}.${column}`)
         .join(', ')}, ${sums.map(values).join(', ')}
       ${row === 'd' ? `FROM ${days} AS d` : ''} WHERE ${where}
       ${
         row === 'd'
           ? `GROUP BY d.website_uid, ${month('d')}, ${key
               .slice(1)
               .map((c) => `d.${c}`)
               .join(', ')}`
           : ''
       }
       ON CONFLICT (${columns.join(', ')}) DO UPDATE SET ${sums
         .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
         .join(', ')}`
    await sql.raw(add('d', (column) => `sum(d.${column})`)).execute(db)
    const inserted = add('new', (column) => `new.${column}`)
    const updated = add('new', (column) => `new.${column} - old.${column}`)
    const deleted = add('old', (column) => `-old.${column}`)
    const statements =
      dialect === 'postgres'
        ? [
            `CREATE FUNCTION ${table}_sums() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               IF TG_OP = 'INSERT' THEN ${inserted}; END IF;
               IF TG_OP = 'UPDATE' THEN ${updated}; END IF;
               IF TG_OP = 'DELETE' THEN ${deleted}; END IF;
               RETURN NULL;
             END $$`,
            `CREATE TRIGGER ${table}_sums AFTER INSERT OR UPDATE OR DELETE ON ${days}
             FOR EACH ROW EXECUTE FUNCTION ${table}_sums()`,
          ]
        : [
            `CREATE TRIGGER ${table}_insert AFTER INSERT ON ${days} BEGIN ${inserted}; END`,
            `CREATE TRIGGER ${table}_update AFTER UPDATE ON ${days} BEGIN ${updated}; END`,
            `CREATE TRIGGER ${table}_delete AFTER DELETE ON ${days} BEGIN ${deleted}; END`,
          ]
    for (const statement of statements) await sql.raw(statement).execute(db)
  }
}

/**
 * The dashboard's conversion (new customers who paid by the period's end) looked up every new
 * customer's orders: a year of a large website is 30 000 look-ups. One row per customer (never
 * staff) keeps when they signed up and first paid (an order paid or refunded since, on the day
 * it was paid), kept by triggers on users and orders, so the figure is one range of one index.
 */
async function addCustomerConversions(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable('customer_conversions')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('first_paid_at', 'text')
    .addPrimaryKeyConstraint('customer_conversions_pk', ['website_uid', 'user_uid'])
    .execute()
  await db.schema
    .createIndex('customer_conversions_signed_up')
    .on('customer_conversions')
    .columns(['website_uid', 'created_at', 'first_paid_at'])
    .execute()
  const firstPaid = (website: string, user: string) =>
    `(SELECT min(coalesce(o.paid_at, o.created_at)) FROM orders AS o
      WHERE o.user_uid = ${user} AND o.website_uid = ${website} AND o.status IN ('paid', 'refunded'))`
  await sql
    .raw(
      `INSERT INTO customer_conversions (website_uid, user_uid, created_at, first_paid_at)
       SELECT u.website_uid, u.uid, u.created_at, ${firstPaid('u.website_uid', 'u.uid')}
       FROM users AS u WHERE u.staff_role IS NULL`,
    )
    .execute(db)
  const addUser = `INSERT INTO customer_conversions (website_uid, user_uid, created_at, first_paid_at)
    SELECT new.website_uid, new.uid, new.created_at, ${firstPaid('new.website_uid', 'new.uid')}
    WHERE new.staff_role IS NULL`
  const dropUser = `DELETE FROM customer_conversions
    WHERE website_uid = old.website_uid AND user_uid = old.uid`
  const payments = (row: 'new' | 'old') => `UPDATE customer_conversions
    SET first_paid_at = ${firstPaid(`${row}.website_uid`, `${row}.user_uid`)}
    WHERE website_uid = ${row}.website_uid AND user_uid = ${row}.user_uid`
  const userColumns = 'created_at, staff_role, website_uid'
  const orderColumns = 'status, paid_at, created_at, user_uid, website_uid'
  const statements =
    dialect === 'postgres'
      ? [
          `CREATE FUNCTION customer_conversions_users() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF TG_OP <> 'INSERT' THEN ${dropUser}; END IF;
             IF TG_OP <> 'DELETE' THEN ${addUser}; END IF;
             RETURN NULL;
           END $$`,
          `CREATE TRIGGER customer_conversions_users
           AFTER INSERT OR DELETE OR UPDATE OF ${userColumns} ON users
           FOR EACH ROW EXECUTE FUNCTION customer_conversions_users()`,
          `CREATE FUNCTION customer_conversions_orders() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF TG_OP <> 'INSERT' THEN ${payments('old')}; END IF;
             IF TG_OP <> 'DELETE' THEN ${payments('new')}; END IF;
             RETURN NULL;
           END $$`,
          `CREATE TRIGGER customer_conversions_orders
           AFTER INSERT OR DELETE OR UPDATE OF ${orderColumns} ON orders
           FOR EACH ROW EXECUTE FUNCTION customer_conversions_orders()`,
        ]
      : [
          `CREATE TRIGGER customer_conversions_user_insert AFTER INSERT ON users
           BEGIN ${addUser}; END`,
          `CREATE TRIGGER customer_conversions_user_update AFTER UPDATE OF ${userColumns} ON users
           BEGIN ${dropUser}; ${addUser}; END`,
          `CREATE TRIGGER customer_conversions_user_delete AFTER DELETE ON users
           BEGIN ${dropUser}; END`,
          `CREATE TRIGGER customer_conversions_order_insert AFTER INSERT ON orders
           BEGIN ${payments('new')}; END`,
          `CREATE TRIGGER customer_conversions_order_update AFTER UPDATE OF ${orderColumns} ON orders
           BEGIN ${payments('old')}; ${payments('new')}; END`,
          `CREATE TRIGGER customer_conversions_order_delete AFTER DELETE ON orders
           BEGIN ${payments('old')}; END`,
        ]
  for (const statement of statements) await sql.raw(statement).execute(db)
}

async function allowPlanGrants(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('access_grants')
      .alterColumn('item_uid', (c) => c.dropNotNull())
      .execute()
    await db.schema.alterTable('access_grants').addColumn('plan_uid', 'text').execute()
  } else {
    await db.schema
      .createTable('access_grants_new')
      .addColumn('uid', 'text', (c) => c.primaryKey())
      .addColumn('website_uid', 'text', (c) => c.notNull())
      .addColumn('user_uid', 'text', (c) => c.notNull())
      .addColumn('item_uid', 'text')
      .addColumn('plan_uid', 'text')
      .addColumn('granted_by', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expire_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute()
    const columns =
      'uid, website_uid, user_uid, item_uid, granted_by, note, created_at, expire_at, revoked_at'
    await sql
      .raw(`INSERT INTO access_grants_new (${columns}) SELECT ${columns} FROM access_grants`)
      .execute(db)
    await db.schema.dropTable('access_grants').execute()
    await db.schema.alterTable('access_grants_new').renameTo('access_grants').execute()
    await db.schema
      .createIndex('access_grants_access')
      .on('access_grants')
      .columns(['website_uid', 'user_uid', 'item_uid'])
      .execute()
  }
  await db.schema
    .createIndex('access_grants_plan')
    .on('access_grants')
    .columns(['website_uid', 'user_uid', 'plan_uid'])
    .execute()
}

const SUMS = {
  revenue_days: {
    key: ['website_uid', 'day', 'currency', 'kind'],
    sums: ['gross', 'refunds', 'count', 'refunded_count'],
  },
  item_revenue_days: {
    key: ['website_uid', 'day', 'item_uid', 'currency'],
    sums: ['gross', 'refunds', 'sales'],
  },
} as const

function addTo(table: keyof typeof SUMS, select: string): string {
  const { key, sums } = SUMS[table]
  const set = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`)
  return `INSERT INTO ${table} (${[...key, ...sums].join(', ')}) ${select}
    ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set.join(', ')}`
}

/** What the sums read of each line of an order, in SQL. */
export interface LineColumns {
  /** What a FROM clause lists to read the lines, each row named `l`. */
  from: string
  amount: string
  period: string
  item: string
}

export function lines(dialect: Dialect, order: string): LineColumns {
  if (dialect === 'postgres') {
    return {
      from: `json_array_elements(${order}.lines::json) AS l`,
      amount: `(l ->> 'amount')::bigint`,
      period: `coalesce((l ->> 'period')::integer, 0)`,
      item: `(l ->> 'item_uid')`,
    }
  }
  return {
    from: `json_each(${order}.lines) AS l`,
    amount: `json_extract(l.value, '$.amount')`,
    period: `coalesce(json_extract(l.value, '$.period'), 0)`,
    item: `json_extract(l.value, '$.item_uid')`,
  }
}

/** What the sums add of one part of an order: its amount, and its share of what was given back. */
export interface Part {
  amount: string
  refunds: string
}

/**
 * How an order splits into the parts the sums count: each of its `lines`, its tip, and what a
 * subscription or donation is besides the tip (`rest`). `o` is the order, `given` what its
 * refunds gave back (not yet its whole total when it is refunded).
 */
export interface OrderParts<Line extends LineColumns = LineColumns> {
  /** The order's columns the parts read: an update of one of them changes the sums. */
  columns: string
  lines(dialect: Dialect, o: string): Line
  line(o: string, line: Line, given: string): Part
  tip(o: string, given: string): Part
  rest(o: string, given: string): Part
}

/** A part's share of what the order `o` gave back: all of it once refunded, else pro rata. */
function proRata(o: string, amount: string, given: string) {
  return `CASE WHEN ${o}.status = 'refunded' THEN ${amount} WHEN ${o}.total <= 0 THEN 0
    ELSE (${amount}) * ${given} / ${o}.total END`
}

const grossPart = (o: string, amount: string, given: string) => ({
  amount,
  refunds: proRata(o, amount, given),
})

/** This migration's parts: each line at its amount, each share of a refund rounded down. */
export const GROSS_PARTS: OrderParts = {
  columns: 'status, paid_at, created_at, total, tip, lines, currency, type, website_uid',
  lines,
  line: (o, line, given) => grossPart(o, line.amount, given),
  tip: (o, given) => grossPart(o, `${o}.tip`, given),
  rest: (o, given) => grossPart(o, `${o}.total - ${o}.tip`, given),
}

/**
 * Whose sums a statement changes: one order row of a trigger on orders (`new`, `old`), every
 * order (`backfill`), or the order of a refund row `refund` (a trigger on order_refunds). From
 * the order's refunds is taken `pending`, a refund row the statement must not count (yet).
 */
type Target =
  | { mode: 'trigger' }
  | { mode: 'backfill' }
  | { mode: 'refund'; refund: 'new' | 'old'; pending: string }

/** What the order `o` gave back: its total once refunded, else its refunds, at most the total. */
function givenBack(dialect: Dialect, o: string, target: Target) {
  const pending = target.mode === 'refund' ? target.pending : '0'
  const refunds = `(SELECT coalesce(sum(r.amount), 0) FROM order_refunds AS r
    WHERE r.website_uid = ${o}.website_uid AND r.order_uid = ${o}.uid) - (${pending})`
  return `${dialect === 'postgres' ? 'least' : 'min'}(${refunds}, ${o}.total)`
}

/**
 * The statements adding (sign 1) or taking back (sign -1) what the order `o` brings to the
 * daily sums, for the orders `target` names (`o` is the trigger's row or the orders' alias).
 */
function orderSums(dialect: Dialect, o: string, sign: 1 | -1, target: Target, parts: OrderParts) {
  const day = `substr(coalesce(${o}.paid_at, ${o}.created_at), 1, 10)`
  const refunded = `${o}.status = 'refunded'`
  const given = givenBack(dialect, o, target)
  const money = (part: Part) => `${sign} * sum(${part.amount}), ${sign} * sum(${part.refunds})`
  const counts = `${sign} * count(*), ${sign} * sum(CASE WHEN ${refunded} THEN 1 ELSE 0 END)`
  const line = parts.lines(dialect, o)
  const from = (withLines: boolean) => {
    if (target.mode === 'trigger') return withLines ? `FROM ${line.from}` : ''
    if (!withLines) return `FROM orders AS ${o}`
    return dialect === 'postgres'
      ? `FROM orders AS ${o} CROSS JOIN LATERAL ${line.from}`
      : `FROM orders AS ${o}, ${line.from}`
  }
  const ofRefund =
    target.mode === 'refund'
      ? `AND ${o}.website_uid = ${target.refund}.website_uid AND ${o}.uid = ${target.refund}.order_uid`
      : ''
  const where = (extra: string) => `WHERE ${o}.status IN ('paid', 'refunded') ${ofRefund} ${extra}`
  // A trigger's row is one order: group only by what varies within it; HAVING drops the row
  // an aggregate would return when the order does not count.
  const group = (...varying: string[]) => {
    const all =
      target.mode === 'trigger' ? varying : [`${o}.website_uid`, day, `${o}.currency`, ...varying]
    return `${all.length ? `GROUP BY ${all.join(', ')}` : ''} HAVING count(*) > 0`
  }
  const revenue = (kind: string, part: Part, extra: string, varying: string[], withLines = false) =>
    addTo(
      'revenue_days',
      `SELECT ${o}.website_uid, ${day}, ${o}.currency, ${kind}, ${money(part)}, ${counts}
       ${from(withLines)} ${where(extra)} ${group(...varying)}`,
    )
  const ofType = `CASE WHEN ${o}.type = 'subscription' THEN 'subscriptions' ELSE 'donations' END`
  const lineKind = `CASE WHEN ${line.period} > 0 THEN 'rentals' ELSE 'purchases' END`
  const ofLine = parts.line(o, line, given)
  return [
    revenue(`'orders'`, grossPart(o, `${o}.total`, given), '', []),
    revenue(`'tips'`, parts.tip(o, given), `AND ${o}.tip <> 0`, []),
    revenue(ofType, parts.rest(o, given), `AND ${o}.type IN ('subscription', 'donation')`, [
      ofType,
    ]),
    revenue(lineKind, ofLine, `AND ${o}.type = 'prices'`, [lineKind], true),
    addTo(
      'item_revenue_days',
      `SELECT ${o}.website_uid, ${day}, ${line.item}, ${o}.currency, ${money(ofLine)},
       ${sign} * count(*) ${from(true)}
       ${where(`AND ${o}.type = 'prices' AND ${line.item} IS NOT NULL`)} ${group(line.item)}`,
    ),
  ]
}

/** The statements adding every order's contribution to the sums, emptied before. */
export function backfillOrderSums<Line extends LineColumns>(
  dialect: Dialect,
  parts: OrderParts<Line>,
): string[] {
  return orderSums(dialect, 'o', 1, { mode: 'backfill' }, parts)
}

/**
 * A refund row added (`new`) or removed (`old`): its order's contribution as it was before is
 * taken back, then added as it is now (the trigger runs after the row changed).
 */
function refundSums<Line extends LineColumns>(
  dialect: Dialect,
  refund: 'new' | 'old',
  parts: OrderParts<Line>,
) {
  const before = refund === 'new' ? 'new.amount' : '-old.amount'
  return [
    ...orderSums(dialect, 'o', -1, { mode: 'refund', refund, pending: before }, parts),
    ...orderSums(dialect, 'o', 1, { mode: 'refund', refund, pending: '0' }, parts),
  ]
}

/**
 * The triggers keeping the daily sums as orders and their refunds are written, each order split
 * into `parts`: `orders_sums*` on orders, `order_refunds_sums*` on order_refunds (and, on
 * PostgreSQL, the functions of the same names).
 */
export function orderSumsTriggers<Line extends LineColumns>(
  dialect: Dialect,
  parts: OrderParts<Line>,
): string[] {
  const sums = (row: 'new' | 'old', sign: 1 | -1) =>
    orderSums(dialect, row, sign, { mode: 'trigger' }, parts)
  if (dialect === 'postgres') {
    const run = (statements: string[]) => statements.map((s) => `${s};`).join('\n')
    return [
      `CREATE FUNCTION orders_sums() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN ${run(sums('old', -1))} END IF;
         IF TG_OP <> 'DELETE' THEN ${run(sums('new', 1))} END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER orders_sums AFTER INSERT OR DELETE OR UPDATE OF ${parts.columns} ON orders
       FOR EACH ROW EXECUTE FUNCTION orders_sums()`,
      `CREATE FUNCTION order_refunds_sums() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN ${run(refundSums(dialect, 'new', parts))} END IF;
         IF TG_OP = 'DELETE' THEN ${run(refundSums(dialect, 'old', parts))} END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER order_refunds_sums AFTER INSERT OR DELETE ON order_refunds
       FOR EACH ROW EXECUTE FUNCTION order_refunds_sums()`,
    ]
  }
  const body = (statements: string[]) => `BEGIN ${statements.map((s) => `${s};`).join('\n')} END`
  return [
    `CREATE TRIGGER orders_sums_insert AFTER INSERT ON orders ${body(sums('new', 1))}`,
    `CREATE TRIGGER orders_sums_update AFTER UPDATE OF ${parts.columns} ON orders
     ${body([...sums('old', -1), ...sums('new', 1)])}`,
    `CREATE TRIGGER orders_sums_delete AFTER DELETE ON orders ${body(sums('old', -1))}`,
    `CREATE TRIGGER order_refunds_sums_insert AFTER INSERT ON order_refunds
     ${body(refundSums(dialect, 'new', parts))}`,
    `CREATE TRIGGER order_refunds_sums_delete AFTER DELETE ON order_refunds
     ${body(refundSums(dialect, 'old', parts))}`,
  ]
}
