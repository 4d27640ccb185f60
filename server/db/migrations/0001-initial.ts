import { sql, type Kysely, type CreateTableBuilder } from 'kysely'
import type { Dialect } from '../connect.ts'

type Table = CreateTableBuilder<string, string>

/** A table holding site data: text uid key and the website it belongs to. */
function siteTable(db: Kysely<unknown>, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('website_uid', 'text', (col) => col.notNull().references('websites.uid'))
}

const text = (table: Table, name: string) => table.addColumn(name, 'text', (c) => c.notNull())
const int = (table: Table, name: string) => table.addColumn(name, 'integer', (c) => c.notNull())

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('public_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('website_hosts')
    .addColumn('host', 'text', (col) => col.primaryKey())
    .addColumn('website_uid', 'text', (col) => col.notNull().references('websites.uid'))
    .execute()

  let users = siteTable(db, 'users')
  for (const name of ['email', 'first_name', 'last_name', 'password_hash', 'custom_fields']) {
    users = text(users, name)
  }
  users = int(users, 'show_billing_settings')
  await users
    .addColumn('staff_role', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_website_email', ['website_uid', 'email'])
    .execute()

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('user_uid', 'text', (c) => c.notNull().references('users.uid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_uid').execute()

  let invitations = siteTable(db, 'invitations')
  for (const name of ['email', 'first_name', 'last_name', 'custom_fields', 'created_at']) {
    invitations = text(invitations, name)
  }
  await text(invitations, 'expires_at').addColumn('accepted_at', 'text').execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('user_uid', 'text', (c) => c.notNull().references('users.uid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()

  let categories = siteTable(db, 'categories').addColumn('parent_uid', 'text')
  for (const name of ['slug', 'name', 'description', 'order_by'])
    categories = text(categories, name)
  categories = int(int(categories, 'is_on_navbar'), 'position')
  await categories
    .addColumn('thumbnail', 'text')
    .addColumn('icon', 'text')
    .addUniqueConstraint('categories_website_slug', ['website_uid', 'slug'])
    .execute()
  await db.schema
    .createIndex('categories_parent')
    .on('categories')
    .columns(['website_uid', 'parent_uid', 'position'])
    .execute()
  await db.schema
    .createIndex('categories_position')
    .on('categories')
    .columns(['website_uid', 'position'])
    .execute()

  for (const tableName of ['medias', 'playlists']) {
    let table = siteTable(db, tableName)
    for (const name of ['name', 'excerpt', 'description', 'tags', 'created_at']) {
      table = text(table, name)
    }
    table = int(table, 'excerpt_is_custom')
    if (tableName === 'medias') {
      table = text(table, 'type').addColumn('duration', 'double precision', (c) => c.notNull())
    }
    await table.addColumn('thumbnail', 'text').addColumn('trailer_uid', 'text').execute()
  }

  await db.schema
    .createTable('playlist_medias')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('playlist_uid', 'text', (c) => c.notNull().references('playlists.uid'))
    .addColumn('media_uid', 'text', (c) => c.notNull().references('medias.uid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_medias_pk', ['playlist_uid', 'position'])
    .execute()

  let items = siteTable(db, 'items')
  for (const name of [
    'slug',
    'content_object_type',
    'content_object_uid',
    'name',
    'visibility_type',
    'published_at',
    'search_text',
  ]) {
    items = text(items, name)
  }
  items = int(int(items, 'monetization_enabled'), 'is_content_downloadable')
  await items.addUniqueConstraint('items_website_slug', ['website_uid', 'slug']).execute()
  await db.schema
    .createIndex('items_published')
    .on('items')
    .columns(['website_uid', 'published_at'])
    .execute()
  await db.schema.createIndex('items_name').on('items').columns(['website_uid', 'name']).execute()

  await db.schema
    .createTable('item_categories')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('item_uid', 'text', (c) => c.notNull().references('items.uid'))
    .addColumn('category_uid', 'text', (c) => c.notNull().references('categories.uid'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_categories_pk', ['item_uid', 'category_uid'])
    .execute()
  for (const order of ['published_at', 'name']) {
    await db.schema
      .createIndex(`item_categories_by_${order}`)
      .on('item_categories')
      .columns(['category_uid', order, 'item_uid'])
      .execute()
  }

  let prices = siteTable(db, 'prices').addColumn('item_uid', 'text', (c) =>
    c.notNull().references('items.uid'),
  )
  prices = int(int(int(prices, 'amount'), 'period'), 'position')
  await prices.addColumn('downloadable_choices', 'integer').execute()
  await db.schema.createIndex('prices_item').on('prices').column('item_uid').execute()

  let plans = siteTable(db, 'plans')
  for (const name of ['name', 'interval', 'type', 'description']) plans = text(plans, name)
  await int(int(plans, 'amount'), 'position').addColumn('thumbnail', 'text').execute()

  await db.schema
    .createTable('item_plans')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('item_uid', 'text', (c) => c.notNull().references('items.uid'))
    .addColumn('plan_uid', 'text', (c) => c.notNull().references('plans.uid'))
    .addPrimaryKeyConstraint('item_plans_pk', ['item_uid', 'plan_uid'])
    .execute()
  await db.schema.createIndex('item_plans_plan').on('item_plans').column('plan_uid').execute()

  let files = siteTable(db, 'files').addColumn('media_uid', 'text', (c) =>
    c.notNull().references('medias.uid'),
  )
  for (const name of ['kind', 'display_name', 'path']) files = text(files, name)
  // Source files of long 4K videos pass 2 GiB.
  await files
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('slug', 'text')
    .execute()
  await db.schema.createIndex('files_media').on('files').column('media_uid').execute()

  let pages = siteTable(db, 'pages')
  for (const name of ['title', 'content', 'updated_at']) pages = text(pages, name)
  await pages.execute()

  await db.schema
    .createTable('snippets')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('snippets_pk', ['website_uid', 'key'])
    .execute()

  let orders = siteTable(db, 'orders').addColumn('user_uid', 'text', (c) =>
    c.notNull().references('users.uid'),
  )
  for (const name of ['type', 'status', 'currency', 'lines', 'provider', 'created_at']) {
    orders = text(orders, name)
  }
  await int(int(orders, 'tip'), 'total')
    .addColumn('message', 'text')
    .addColumn('provider_session_id', 'text')
    .addColumn('paid_at', 'text')
    .execute()
  await db.schema.createIndex('orders_user').on('orders').column('user_uid').execute()

  let purchases = siteTable(db, 'purchases')
  for (const name of ['user_uid', 'item_uid', 'price_uid', 'order_uid', 'created_at']) {
    purchases = text(purchases, name)
  }
  await int(purchases, 'amount')
    .addColumn('expire_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema
    .createIndex('purchases_user_item')
    .on('purchases')
    .columns(['user_uid', 'item_uid'])
    .execute()

  let subscriptions = siteTable(db, 'subscriptions')
  for (const name of ['user_uid', 'plan_uid', 'status', 'current_period_end', 'created_at']) {
    subscriptions = text(subscriptions, name)
  }
  await subscriptions
    .addColumn('order_uid', 'text')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('canceled_at', 'text')
    .execute()
  await db.schema
    .createIndex('subscriptions_user')
    .on('subscriptions')
    .columns(['user_uid', 'status'])
    .execute()

  let donations = siteTable(db, 'donations')
  for (const name of ['user_uid', 'order_uid', 'message', 'created_at']) {
    donations = text(donations, name)
  }
  await int(donations, 'amount').execute()

  let requests = siteTable(db, 'ondemand_requests')
  for (const name of ['user_uid', 'created_at']) requests = text(requests, name)
  await requests.execute()

  await db.schema
    .createTable('ondemand_request_items')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('request_uid', 'text', (c) => c.notNull().references('ondemand_requests.uid'))
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull().references('items.uid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addPrimaryKeyConstraint('ondemand_request_items_pk', ['request_uid', 'item_uid'])
    .execute()
  await db.schema
    .createIndex('ondemand_request_items_user')
    .on('ondemand_request_items')
    .columns(['user_uid', 'item_uid'])
    .execute()

  let messages = siteTable(db, 'contact_messages')
  for (const name of ['email', 'first_name', 'last_name', 'message', 'created_at']) {
    messages = text(messages, name)
  }
  await messages.execute()

  await createSearchIndex(db, dialect)
}

/** Full-text search over items.search_text (already lower-cased and accent-free). */
async function createSearchIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE items ADD COLUMN search_vector tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db)
    await sql`CREATE INDEX items_search ON items USING GIN (search_vector)`.execute(db)
    return
  }
  await sql`CREATE VIRTUAL TABLE items_fts USING fts5(
    search_text, content='items', content_rowid='rowid', tokenize='unicode61')`.execute(db)
  await sql`CREATE TRIGGER items_fts_insert AFTER INSERT ON items BEGIN
    INSERT INTO items_fts(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db)
  await sql`CREATE TRIGGER items_fts_delete AFTER DELETE ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text); END`.execute(db)
  await sql`CREATE TRIGGER items_fts_update AFTER UPDATE OF search_text ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text);
    INSERT INTO items_fts(rowid, search_text) VALUES (new.rowid, new.search_text); END`.execute(db)
}
