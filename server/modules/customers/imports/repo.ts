import type { Kysely } from 'kysely'
import type { CustomerImportsQuery } from '../../../../contract/schemas/admin-customer-imports.ts'
import type { CustomerImportTable, Database } from '../../../db/schema.ts'
import { readListPage, type ListPage } from '../../../http/list-page.ts'

type Db = Kysely<Database>

/** How many values an `in (…)` list holds at most (SQLite takes 32 766, PostgreSQL 65 535). */
const IN_CHUNK = 500

function chunks<T>(values: T[], size = IN_CHUNK): T[][] {
  const out: T[][] = []
  for (let start = 0; start < values.length; start += size) {
    out.push(values.slice(start, start + size))
  }
  return out
}

/** The website's items, by uid and slug, for the `items` column. */
export function findItemKeys(db: Db, websiteUid: string) {
  return db
    .selectFrom('items')
    .select(['uid', 'slug'])
    .where('website_uid', '=', websiteUid)
    .execute()
}

/** The website's plans, by uid and name, for the `plan` column. */
export function findPlanKeys(db: Db, websiteUid: string) {
  return db
    .selectFrom('plans')
    .select(['uid', 'name'])
    .where('website_uid', '=', websiteUid)
    .execute()
}

export interface KnownAccount {
  uid: string
  email: string
  staff_role: string | null
  marketing_consent_at: string | null
}

/** The website's accounts (staff too) with these addresses, already normalized. */
export async function findAccountsByEmail(
  db: Db,
  websiteUid: string,
  emails: string[],
): Promise<KnownAccount[]> {
  const found: KnownAccount[] = []
  for (const part of chunks([...new Set(emails)])) {
    found.push(
      ...(await db
        .selectFrom('users')
        .select(['uid', 'email', 'staff_role', 'marketing_consent_at'])
        .where('website_uid', '=', websiteUid)
        .where('email', 'in', part)
        .execute()),
    )
  }
  return found
}

export interface NewImportedCustomer {
  uid: string
  website_uid: string
  email: string
  first_name: string
  last_name: string
  show_billing_settings: number
  created_at: string
  marketing_consent_at: string | null
}

/** New customers, without a password until they choose one (the login refuses an empty one). */
export async function insertCustomers(db: Db, rows: NewImportedCustomer[]): Promise<void> {
  // 9 values a row: well under the bound variables either database takes.
  for (const part of chunks(rows, 100)) {
    await db
      .insertInto('users')
      .values(
        part.map((row) => ({
          ...row,
          password_hash: '',
          custom_fields: '{}',
          staff_role: null,
          blocked_at: null,
        })),
      )
      .execute()
  }
}

/** Sets (or, with null, withdraws) the marketing consent of these customers. */
export async function setMarketingConsent(
  db: Db,
  websiteUid: string,
  userUids: string[],
  at: string | null,
): Promise<void> {
  for (const part of chunks(userUids)) {
    await db
      .updateTable('users')
      .set({ marketing_consent_at: at })
      .where('website_uid', '=', websiteUid)
      .where('uid', 'in', part)
      .execute()
  }
}

export function insertCustomerImport(db: Db, row: CustomerImportTable) {
  return db.insertInto('customer_imports').values(row).execute()
}

/** Changes where an import stands. */
export function updateCustomerImport(
  db: Db,
  uid: string,
  changes: Partial<Omit<CustomerImportTable, 'uid' | 'website_uid'>>,
) {
  return db.updateTable('customer_imports').set(changes).where('uid', '=', uid).execute()
}

/** An import by its uid alone, with its lines: the job's view. */
export function findCustomerImportForJob(db: Db, uid: string) {
  return db.selectFrom('customer_imports').selectAll().where('uid', '=', uid).executeTakeFirst()
}

function shown(db: Db, websiteUid: string) {
  return db
    .selectFrom('customer_imports')
    .leftJoin('users', (join) =>
      join
        .onRef('users.uid', '=', 'customer_imports.staff_user_uid')
        .on('users.website_uid', '=', websiteUid),
    )
    .where('customer_imports.website_uid', '=', websiteUid)
}

const COLUMNS = [
  'customer_imports.uid',
  'customer_imports.status',
  'customer_imports.invite',
  'customer_imports.total_lines',
  'customer_imports.done_lines',
  'customer_imports.created_count',
  'customer_imports.updated_count',
  'customer_imports.skipped_count',
  'customer_imports.error',
  'customer_imports.created_at',
  'customer_imports.finished_at',
  'users.email as staff_email',
] as const

export type CustomerImportRow = NonNullable<Awaited<ReturnType<typeof findCustomerImport>>>

/** One page of the website's imports, newest first by default, and the total. */
export function findCustomerImportPage(
  db: Db,
  websiteUid: string,
  status: CustomerImportsQuery['status'],
  page: ListPage,
) {
  let base = shown(db, websiteUid)
  if (status) base = base.where('customer_imports.status', '=', status)
  const rows = base
    .select(COLUMNS)
    .orderBy('customer_imports.created_at', page.direction)
    .orderBy('customer_imports.uid', page.direction)
  return readListPage(base, rows, page, {
    sort: 'customer_imports.created_at',
    uid: 'customer_imports.uid',
  })
}

export function findCustomerImport(db: Db, websiteUid: string, uid: string) {
  return shown(db, websiteUid)
    .select(COLUMNS)
    .where('customer_imports.uid', '=', uid)
    .executeTakeFirst()
}

/** How many of the website's customer imports failed. */
export async function countFailedCustomerImports(db: Db, websiteUid: string): Promise<number> {
  const row = await db
    .selectFrom('customer_imports')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('website_uid', '=', websiteUid)
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
