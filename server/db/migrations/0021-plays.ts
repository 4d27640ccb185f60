import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Plays, and the daily sums the analytics dashboard reads. Until viewer events exist, a play is
 * recorded each time a player is given an item's addresses; plays are only ever added.
 *
 * A year of a large website is 100 000 orders and 1 000 000 plays: summing those rows for every
 * dashboard view is too slow, so triggers keep sums per website and UTC day as rows are written,
 * in the same transaction, whichever code writes them. An order counts on the day it was paid
 * (a duplicate refunded at settlement, never marked paid, on the day it was ordered); an order
 * refunded in full counts its whole total in refunds.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('plays')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text')
    .addColumn('media_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('plays_website_time')
    .on('plays')
    .columns(['website_uid', 'created_at', 'item_uid'])
    .execute()
  await createSumTables(db)
  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
    await sql.raw(statement).execute(db)
  }
  for (const statement of orderSums(dialect, 'o', 1, 'backfill')) {
    await sql.raw(statement).execute(db)
  }
  // Whether a new customer paid is read from this index alone, one look-up per customer.
  await db.schema
    .createIndex('orders_user_paid')
    .on('orders')
    .columns(['user_uid', 'website_uid', 'status', 'paid_at', 'created_at'])
    .execute()
  // The dashboard's new customers and subscribers are read by website and creation time.
  await db.schema
    .createIndex('users_website_created')
    .on('users')
    .columns(['website_uid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('subscriptions_website_created')
    .on('subscriptions')
    .columns(['website_uid', 'created_at'])
    .execute()
}

const SUMS = {
  /** kind: `orders` (whole totals), rentals, purchases, subscriptions, donations, tips. */
  revenue_days: {
    key: ['website_uid', 'day', 'currency', 'kind'],
    sums: ['gross', 'refunds', 'count', 'refunded_count'],
  },
  /** What each item's price lines brought. */
  item_revenue_days: {
    key: ['website_uid', 'day', 'item_uid', 'currency'],
    sums: ['gross', 'refunds', 'sales'],
  },
  play_days: { key: ['website_uid', 'day'], sums: ['plays'] },
  item_play_days: { key: ['website_uid', 'day', 'item_uid'], sums: ['plays'] },
} as const
type SumTable = keyof typeof SUMS

async function createSumTables(db: Kysely<unknown>) {
  for (const [table, { key, sums }] of Object.entries(SUMS)) {
    let create: CreateTableBuilder<string, string> = db.schema.createTable(table)
    for (const column of key) create = create.addColumn(column, 'text', (c) => c.notNull())
    for (const column of sums) {
      create = create.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
    }
    await create.addPrimaryKeyConstraint(`${table}_pk`, [...key]).execute()
  }
}

/** Adds `select`'s rows to the sums of `table`, creating the rows it lacks. */
function addTo(table: SumTable, select: string): string {
  const { key, sums } = SUMS[table]
  const set = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`)
  return `INSERT INTO ${table} (${[...key, ...sums].join(', ')}) ${select}
    ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set.join(', ')}`
}

/** An order's lines as rows `l`, and the line's fields, in each dialect's JSON functions. */
function lines(dialect: Dialect, order: string) {
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

/**
 * The statements adding (sign 1) or taking back (sign -1) what the order `o` brings to the
 * daily sums: one trigger row (`new`, `old`), or every order (`backfill`, with `o` its alias).
 */
function orderSums(dialect: Dialect, o: string, sign: 1 | -1, mode: 'trigger' | 'backfill') {
  const day = `substr(coalesce(${o}.paid_at, ${o}.created_at), 1, 10)`
  const refunded = `${o}.status = 'refunded'`
  const money = (amount: string) =>
    `${sign} * sum(${amount}), ${sign} * sum(CASE WHEN ${refunded} THEN ${amount} ELSE 0 END)`
  const counts = `${sign} * count(*), ${sign} * sum(CASE WHEN ${refunded} THEN 1 ELSE 0 END)`
  const line = lines(dialect, o)
  const from = (withLines: boolean) => {
    if (mode === 'trigger') return withLines ? `FROM ${line.from}` : ''
    if (!withLines) return `FROM orders AS ${o}`
    return dialect === 'postgres'
      ? `FROM orders AS ${o} CROSS JOIN LATERAL ${line.from}`
      : `FROM orders AS ${o}, ${line.from}`
  }
  const where = (extra: string) => `WHERE ${o}.status IN ('paid', 'refunded') ${extra}`
  // A trigger's row is one order: group only by what varies within it; HAVING drops the row
  // an aggregate would return when the order does not count.
  const group = (...varying: string[]) => {
    const all =
      mode === 'trigger' ? varying : [`${o}.website_uid`, day, `${o}.currency`, ...varying]
    return `${all.length ? `GROUP BY ${all.join(', ')}` : ''} HAVING count(*) > 0`
  }
  const revenue = (
    kind: string,
    amount: string,
    extra: string,
    varying: string[],
    withLines = false,
  ) =>
    addTo(
      'revenue_days',
      `SELECT ${o}.website_uid, ${day}, ${o}.currency, ${kind}, ${money(amount)}, ${counts}
       ${from(withLines)} ${where(extra)} ${group(...varying)}`,
    )
  const ofType = `CASE WHEN ${o}.type = 'subscription' THEN 'subscriptions' ELSE 'donations' END`
  const lineKind = `CASE WHEN ${line.period} > 0 THEN 'rentals' ELSE 'purchases' END`
  return [
    revenue(`'orders'`, `${o}.total`, '', []),
    revenue(`'tips'`, `${o}.tip`, `AND ${o}.tip <> 0`, []),
    revenue(ofType, `${o}.total - ${o}.tip`, `AND ${o}.type IN ('subscription', 'donation')`, [
      ofType,
    ]),
    revenue(lineKind, line.amount, `AND ${o}.type = 'prices'`, [lineKind], true),
    addTo(
      'item_revenue_days',
      `SELECT ${o}.website_uid, ${day}, ${line.item}, ${o}.currency, ${money(line.amount)},
       ${sign} * count(*) ${from(true)}
       ${where(`AND ${o}.type = 'prices' AND ${line.item} IS NOT NULL`)} ${group(line.item)}`,
    ),
  ]
}

/** A play adds one to its day, and to its item's day when it played an item. */
function playSums(): string[] {
  const day = 'substr(new.created_at, 1, 10)'
  return [
    addTo('play_days', `SELECT new.website_uid, ${day}, 1 WHERE true`),
    addTo(
      'item_play_days',
      `SELECT new.website_uid, ${day}, new.item_uid, 1 WHERE new.item_uid IS NOT NULL`,
    ),
  ]
}

/** The order columns the sums are made of: an update of any other column changes nothing. */
const ORDER_COLUMNS = 'status, paid_at, created_at, total, tip, lines, currency, type, website_uid'

function sqliteTriggers(): string[] {
  const body = (statements: string[]) => `BEGIN ${statements.map((s) => `${s};`).join('\n')} END`
  return [
    `CREATE TRIGGER orders_sums_insert AFTER INSERT ON orders
     ${body(orderSums('sqlite', 'new', 1, 'trigger'))}`,
    `CREATE TRIGGER orders_sums_update AFTER UPDATE OF ${ORDER_COLUMNS} ON orders
     ${body([...orderSums('sqlite', 'old', -1, 'trigger'), ...orderSums('sqlite', 'new', 1, 'trigger')])}`,
    `CREATE TRIGGER orders_sums_delete AFTER DELETE ON orders
     ${body(orderSums('sqlite', 'old', -1, 'trigger'))}`,
    `CREATE TRIGGER plays_sums_insert AFTER INSERT ON plays ${body(playSums())}`,
  ]
}

function postgresTriggers(): string[] {
  const run = (statements: string[]) => statements.map((s) => `${s};`).join('\n')
  return [
    `CREATE FUNCTION orders_sums() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP <> 'INSERT' THEN ${run(orderSums('postgres', 'old', -1, 'trigger'))} END IF;
       IF TG_OP <> 'DELETE' THEN ${run(orderSums('postgres', 'new', 1, 'trigger'))} END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER orders_sums AFTER INSERT OR DELETE OR UPDATE OF ${ORDER_COLUMNS} ON orders
     FOR EACH ROW EXECUTE FUNCTION orders_sums()`,
    `CREATE FUNCTION plays_sums() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${run(playSums())} RETURN NULL; END $$`,
    `CREATE TRIGGER plays_sums AFTER INSERT ON plays FOR EACH ROW EXECUTE FUNCTION plays_sums()`,
  ]
}
