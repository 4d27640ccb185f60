import type { Generated, GeneratedAlways } from 'kysely'
import type { OrderStatus, OrderType } from '../../contract/values/orders.ts'

/**
 * The tables. Conventions: text uids as keys; every table holding site data has `website_uid`;
 * booleans are integers 0/1; instants are ISO 8601 UTC text; JSON is stored as text; money is
 * integer minor units.
 */
export interface Database {
  websites: WebsiteTable
  website_hosts: WebsiteHostTable
  users: UserTable
  auth_tokens: AuthTokenTable
  device_sign_ins: DeviceSignInTable
  invitations: InvitationTable
  password_resets: PasswordResetTable
  categories: CategoryTable
  medias: MediaTable
  playlists: PlaylistTable
  playlist_medias: PlaylistMediaTable
  items: ItemTable
  item_categories: ItemCategoryTable
  category_item_counts: CategoryItemCountTable
  prices: PriceTable
  plans: PlanTable
  item_plans: ItemPlanTable
  files: FileTable
  pages: PageTable
  snippets: SnippetTable
  orders: OrderTable
  coupons: CouponTable
  purchases: PurchaseTable
  bundles: BundleTable
  bundle_items: BundleItemTable
  subscriptions: SubscriptionTable
  donations: DonationTable
  ondemand_requests: OnDemandRequestTable
  ondemand_request_items: OnDemandRequestItemTable
  contact_messages: ContactMessageTable
  media_assets: MediaAssetTable
  stripe_customers: StripeCustomerTable
  stripe_prices: StripePriceTable
  stripe_events: StripeEventTable
  sent_mails: SentMailTable
  job_failures: JobFailureTable
  data_exports: DataExportTable
  customer_imports: CustomerImportTable
  gifts: GiftTable
  gift_cards: GiftCardTable
  gift_card_uses: GiftCardUseTable
  broadcasts: BroadcastTable
  broadcast_recipients: BroadcastRecipientTable
  checkout_keys: CheckoutKeyTable
  idempotent_requests: IdempotentRequestTable
  audit_log: AuditLogTable
  list_items: ListItemTable
  media_imports: MediaImportTable
  uploads_in_progress: UploadInProgressTable
  access_grants: AccessGrantTable
  order_refunds: OrderRefundTable
  plays: PlayTable
  revenue_days: RevenueDayTable
  item_revenue_days: ItemRevenueDayTable
  play_days: PlayDayTable
  item_play_days: ItemPlayDayTable
  playback_positions: PlaybackPositionTable
  viewer_events: ViewerEventTable
  email_changes: EmailChangeTable
  item_revenue_months: ItemRevenueMonthTable
  item_play_months: ItemPlayMonthTable
  customer_conversions: CustomerConversionTable
  live_events: LiveEventTable
  live_event_figures: LiveEventFiguresTable
  live_viewers: LiveViewerTable
  api_keys: ApiKeyTable
  webhook_endpoints: WebhookEndpointTable
  webhook_events: WebhookEventTable
  webhook_deliveries: WebhookDeliveryTable
  checkout_reminders: CheckoutReminderTable
}

/** The abandoned-checkout reminders sent (0052): one per order, one per customer's lines. */
export interface CheckoutReminderTable {
  order_uid: string
  website_uid: string
  user_uid: string
  /** The order's items, plans or bundles, sorted: the same cart is never reminded twice. */
  lines_key: string
  sent_at: string
}

export interface WebsiteTable {
  uid: string
  name: string
  /** JSON of the public settings (contract WebsiteSettings without uid and name). */
  settings: string
  /** Where staff notifications go. */
  contact_email: string
  /** Base of every link the server mails, e.g. https://example.com */
  public_url: string
  created_at: string
  /** Bumped by triggers on every change to the catalogue tables: the key of catalogue caches. */
  catalogue_version: Generated<number>
  /** 0/1: whether Stripe checkouts accept promotion codes (migration 0004). */
  promotion_codes_allowed: Generated<number>
  /** GiB the website's media files and uploads may take; 0 = no limit (0041). */
  upload_quota_gib: Generated<number>
  /** 0/1: whether customers who did not pay get one reminder mail (0052); off by default. */
  checkout_reminder_enabled: Generated<number>
  /** Hours after an unpaid order its reminder goes, 1–168 (0052). */
  checkout_reminder_delay_hours: Generated<number>
  /** 1 when subscribers may pause their subscription instead of cancelling it (0055). */
  subscription_pause_enabled: Generated<number>
  /** The longest pause a subscriber may choose, 1–3 months (0055). */
  subscription_pause_max_months: Generated<number>
  /** 1 when a subscriber who cancels is offered a discount on their next renewals (0059). */
  subscription_winback_enabled: Generated<number>
  /** What the win-back offer takes off: 'percent' or 'amount' (0059). */
  subscription_winback_kind: Generated<string>
  /** The percentage off, 1–100, when the kind is 'percent' (0059). */
  subscription_winback_percent_off: Generated<number | null>
  /** The amount off each renewal in minor units, when the kind is 'amount' (0059). */
  subscription_winback_amount_off: Generated<number | null>
  /** How many renewals the offer lowers, 1–12 (0059). */
  subscription_winback_months: Generated<number>
  /** Days a subscriber keeps access after a renewal failed, 0–30 (0061). */
  renewal_grace_days: Generated<number>
  /** How many broadcast mails a second the website sends at most (0058). */
  broadcast_rate_per_second: Generated<number>
}

export interface WebsiteHostTable {
  host: string
  website_uid: string
}

export interface UserTable {
  uid: string
  website_uid: string
  email: string
  first_name: string
  last_name: string
  password_hash: string
  custom_fields: string
  show_billing_settings: number
  staff_role: string | null
  created_at: string
  /** When the staff blocked the account (migration 0022); null while it may sign in. */
  blocked_at: Generated<string | null>
  /** When the customer accepted marketing mail (0052); null: never, or unsubscribed since. */
  marketing_consent_at: Generated<string | null>
}

export interface AuthTokenTable {
  token_hash: string
  website_uid: string
  user_uid: string
  created_at: string
  expires_at: string
  revoked_at: string | null
  /** The User-Agent of the login that issued it (0025), null before. */
  user_agent: Generated<string | null>
  /** The last request it signed, to the hour (0025); null before. */
  last_used_at: Generated<string | null>
}

/** A TV's sign-in by a code (0062): see the migration. */
export interface DeviceSignInTable {
  device_code_hash: string
  website_uid: string
  user_code: string
  user_agent: string | null
  created_at: string
  expires_at: string
  approved_by: string | null
  approved_at: string | null
  used_at: string | null
}

export interface InvitationTable {
  uid: string
  website_uid: string
  email: string
  first_name: string
  last_name: string
  custom_fields: string
  created_at: string
  expires_at: string
  accepted_at: string | null
  /** The staff role the guest's account gets (migration 0012); null for a customer. */
  staff_role: string | null
}

export interface PasswordResetTable {
  token_hash: string
  website_uid: string
  user_uid: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface CategoryTable {
  uid: string
  website_uid: string
  parent_uid: string | null
  slug: string
  name: string
  /** The name as French order compares it (migration 0005); computed by the database. */
  name_key: GeneratedAlways<string>
  description: string
  /** English versions of the name and description; '' = none, French shown (0042). */
  name_en: Generated<string>
  /** The English name, else the French one, as English order compares it (migration 0054). */
  name_en_key: GeneratedAlways<string>
  description_en: Generated<string>
  thumbnail: string | null
  icon: string | null
  is_on_navbar: number
  order_by: string
  position: number
}

export interface MediaTable {
  uid: string
  website_uid: string
  name: string
  excerpt: string
  excerpt_is_custom: number
  description: string
  /** English versions of the name, excerpt and description; '' = none, French shown (0042). */
  name_en: Generated<string>
  excerpt_en: Generated<string>
  description_en: Generated<string>
  tags: string
  type: string
  duration: number
  thumbnail: string | null
  trailer_uid: string | null
  created_at: string
}

export interface PlaylistTable {
  uid: string
  website_uid: string
  name: string
  excerpt: string
  excerpt_is_custom: number
  description: string
  /** English versions of the name, excerpt and description; '' = none, French shown (0042). */
  name_en: Generated<string>
  excerpt_en: Generated<string>
  description_en: Generated<string>
  tags: string
  thumbnail: string | null
  trailer_uid: string | null
  created_at: string
}

export interface PlaylistMediaTable {
  website_uid: string
  playlist_uid: string
  media_uid: string
  position: number
  /** The media's season in a series, from 1; null when the playlist has no seasons (0014). */
  season: Generated<number | null>
}

export interface ItemTable {
  uid: string
  website_uid: string
  slug: string
  content_object_type: string
  content_object_uid: string
  /** Copy of the content object's name, for ordering. */
  name: string
  /** The name as French order compares it (migration 0005); computed by the database. */
  name_key: GeneratedAlways<string>
  /** Copy of the content object's English name ('' = none), for ordering (migration 0054). */
  name_en: Generated<string>
  /** The English name, else the French one, as English order compares it; computed. */
  name_en_key: GeneratedAlways<string>
  visibility_type: string
  monetization_enabled: number
  is_content_downloadable: number
  published_at: string
  /** Lower-cased, accent-free name, excerpt, description and tags: what search matches. */
  search_text: string
}

export interface ItemCategoryTable {
  website_uid: string
  item_uid: string
  category_uid: string
  /** The item's published_at, copied so a category's items list without a join. */
  published_at: string
  name: string
  /** The name as French order compares it (migration 0005); computed by the database. */
  name_key: GeneratedAlways<string>
  /** The item's English name ('' = none) and its English order key, copied like `name` (0054). */
  name_en: Generated<string>
  name_en_key: GeneratedAlways<string>
}

/**
 * How many items each category holds, kept by the database's triggers on item_categories
 * (migration 0036); never written by the application. Derived, so it has no website_uid: its
 * category is the website's.
 */
export interface CategoryItemCountTable {
  category_uid: string
  item_count: number
}

export interface PriceTable {
  uid: string
  website_uid: string
  item_uid: string
  amount: number
  period: number
  downloadable_choices: number | null
  position: number
}

export interface PlanTable {
  uid: string
  website_uid: string
  name: string
  amount: number
  interval: string
  type: string
  description: string
  thumbnail: string | null
  position: number
  /** Days of free trial a new Stripe subscription starts with; 0 = none (migration 0004). */
  trial_days: Generated<number>
  /** 1: offered only through its link, listed nowhere; 0: public (migration 0016). */
  is_private: Generated<number>
}

export interface ItemPlanTable {
  website_uid: string
  item_uid: string
  plan_uid: string
}

export interface FileTable {
  uid: string
  website_uid: string
  media_uid: string
  /** 'hd', 'source' or 'bonus'. */
  kind: string
  display_name: string
  size: number
  /** Path inside the media store. */
  path: string
  width: number | null
  height: number | null
  slug: string | null
}

export interface PageTable {
  uid: string
  website_uid: string
  title: string
  /** JSON list of blocks. */
  content: string
  updated_at: string
}

export interface SnippetTable {
  website_uid: string
  key: string
  html: string
}

export interface OrderTable {
  uid: string
  website_uid: string
  user_uid: string
  type: OrderType
  status: OrderStatus
  currency: string
  /** JSON list of {label, amount, price_uid?, item_uid?, plan_uid?}. */
  lines: string
  tip: number
  total: number
  message: string | null
  provider: string
  provider_session_id: string | null
  created_at: string
  paid_at: string | null
  /** The coupon the buyer used (0023), or null. */
  coupon_uid: string | null
  /** Minor units the coupon took off the lines, already out of `total` (0023). */
  discount: Generated<number>
  /** The language the buyer paid in, `fr` or `en`: its lines and mails speak it (0050). */
  language: Generated<string>
  /** Minor units a gift card paid, outside `total`, which the provider charges (0060). */
  gift_card_amount: Generated<number>
}

/** A coupon of a website (0023); `code_key` is the code in lower case, for lookups. */
export interface CouponTable {
  uid: string
  website_uid: string
  code: string
  code_key: string
  /** Exactly one of percent_off (1–100) and amount_off (minor units) is set. */
  percent_off: number | null
  amount_off: number | null
  /** 'prices', 'plans' or 'both'. */
  applies_to: string
  starts_at: string | null
  ends_at: string | null
  max_redemptions: number | null
  /** 1 or 0. */
  once_per_customer: Generated<number>
  archived_at: string | null
  created_at: string
}

/** A set of items sold together at one price (0028); `period` in hours, 0 = unlimited. */
export interface BundleTable {
  uid: string
  website_uid: string
  name: string
  description: Generated<string>
  amount: number
  period: number
  /** 1: offered and sold; 0: withdrawn. */
  on_sale: Generated<number>
  position: number
  created_at: string
}

export interface BundleItemTable {
  website_uid: string
  bundle_uid: string
  item_uid: string
  position: number
}

export interface PurchaseTable {
  uid: string
  website_uid: string
  user_uid: string
  item_uid: string
  /** The price the item was bought at, or the bundle it was bought in (0028). */
  price_uid: string
  order_uid: string
  amount: number
  created_at: string
  expire_at: string | null
  revoked_at: string | null
}

export interface SubscriptionTable {
  uid: string
  website_uid: string
  user_uid: string
  plan_uid: string
  /** 'active', 'canceled', 'past_due', 'paused'... */
  status: string
  order_uid: string | null
  provider_subscription_id: string | null
  current_period_end: string
  created_at: string
  canceled_at: string | null
  /** When a pause began, while status is 'paused' (0055). */
  paused_at: Generated<string | null>
  /** When a pause ends by itself, while status is 'paused' (0055). */
  pause_resumes_at: Generated<string | null>
  /** When the win-back offer was made to it, taken or not: it is made once only (0059). */
  winback_offered_at: Generated<string | null>
  /** When the subscriber accepted the win-back offer (0059). */
  winback_accepted_at: Generated<string | null>
  /** What the accepted offer takes off each discounted renewal: one of the two (0059). */
  winback_percent_off: Generated<number | null>
  winback_amount_off: Generated<number | null>
  /** How many renewals the accepted offer lowers (0059). */
  winback_months: Generated<number | null>
  /** The discounted renewals the sandbox has still to charge (0059). */
  winback_months_left: Generated<number>
  /** While past_due: when the renewal failed, the start of the period it did not pay (0061). */
  past_due_since: Generated<string | null>
  /** While past_due: until when its items stay open, the website's grace days later (0061). */
  grace_ends_at: Generated<string | null>
  /** Sandbox: what a switch to a cheaper plan left, taken off the next renewals (0063). */
  credit: Generated<number>
}

export interface DonationTable {
  uid: string
  website_uid: string
  user_uid: string
  order_uid: string
  amount: number
  message: string
  created_at: string
}

export interface OnDemandRequestTable {
  uid: string
  website_uid: string
  user_uid: string
  created_at: string
  /** When the request went out to the staff in a digest; null until then. */
  staff_mailed_at: string | null
  /** The language of the screen it was sent from ('fr' or 'en'): the decision is mailed in it. */
  language: Generated<string>
}

export interface OnDemandRequestItemTable {
  website_uid: string
  request_uid: string
  user_uid: string
  item_uid: string
  /** 'pending', 'accepted' or 'rejected'. */
  status: string
  decided_at: string | null
  /** What the staff wrote to the requester with their decision; '' when nothing. */
  message: Generated<string>
}

export interface ContactMessageTable {
  uid: string
  website_uid: string
  email: string
  first_name: string
  last_name: string
  message: string
  created_at: string
}

/**
 * The playable renditions of a media (migration 0002): where its HLS ladder, HD MP4 and captions
 * sit in the media store. Several medias may share one folder (the demo does).
 */
export interface MediaAssetTable {
  media_uid: string
  website_uid: string
  /** Folder key in the media store: `hls/master.m3u8`, `hd.mp4`, `captions/{lang}.vtt` under it. */
  folder: string
  /** SHA-256 (hex) of the imported source file, so importing it again reuses this media. */
  source_hash: string | null
  /** Seconds. */
  duration: number
  width: number
  height: number
  /** JSON list of {name, width, height, bandwidth} of the HLS ladder, lowest first. */
  renditions: string
  /** JSON list of {lang, label} of the WebVTT captions under `captions/`. */
  captions: string
  created_at: string
}

/** The Stripe customer of a user on a website (migration 0004). */
export interface StripeCustomerTable {
  website_uid: string
  user_uid: string
  customer_id: string
  created_at: string
}

/** Stripe prices made for plans; the active one matches the plan's amount, currency, interval. */
export interface StripePriceTable {
  price_id: string
  website_uid: string
  plan_uid: string
  product_id: string
  amount: number
  currency: string
  interval: string
  active: number
  created_at: string
}

/** Stripe webhook events already applied, written in the same transaction as their effect. */
export interface StripeEventTable {
  event_id: string
  website_uid: string | null
  type: string
  applied_at: string
}

/** Mail jobs whose mail was handed to SMTP (0029): a job run again sends nothing twice. */
export interface SentMailTable {
  job_id: string
  sent_at: string
}

/**
 * Jobs of a website that failed for good (0030), one row per job id, for staff to see and run
 * again; see server/jobs/job-failures.ts.
 */
export interface JobFailureTable {
  uid: string
  website_uid: string
  /** The queue (media, mail…) and the job's name and id, to add it again. */
  queue: string
  job_name: string
  job_id: string
  /** The job's data as JSON. */
  data: string
  kind: string
  subject: string
  error: string
  attempts: number
  failed_at: string
  retried_at: string | null
}

/** CSV exports of a website's customers or orders, written by a job (0031). */
/** A customer import from a CSV file (0056): its checked lines and how far the job went. */
export interface CustomerImportTable {
  uid: string
  website_uid: string
  staff_user_uid: string
  /** 'queued', 'running', 'done' or 'failed'. */
  status: string
  /** 1: each new customer is mailed a link to choose their password. */
  invite: number
  /** The language of the invitation mails. */
  language: string
  /** The lines that passed the checks, as JSON. */
  lines: string
  total_lines: number
  /** How many lines are written; moves with each batch, in its transaction. */
  done_lines: number
  created_count: number
  updated_count: number
  skipped_count: number
  error: string | null
  created_at: string
  finished_at: string | null
}

/** A mail staff send to a segment of customers (0058). */
export interface BroadcastTable {
  uid: string
  website_uid: string
  subject: string
  /** Rich text (sanitized HTML). */
  body: string
  /** The English version ('' = none: English readers get the French one). */
  subject_en: Generated<string>
  body_en: Generated<string>
  /** One of BROADCAST_SEGMENTS (contract/values/admin-broadcasts.ts). */
  segment: string
  /** The item of `bought_item`, the category of `watched_category`. */
  item_uid: string | null
  category_uid: string | null
  /** 'draft', 'scheduled', 'sending', 'sent' or 'canceled'. */
  status: string
  /** When a scheduled broadcast starts (UTC). */
  send_at: string | null
  staff_user_uid: string
  created_at: string
  started_at: string | null
  finished_at: string | null
  /** Moved by the sending job after each batch: a stale one tells it died. */
  heartbeat_at: string | null
}

/** A broadcast's recipient, frozen when it starts (0058), and what became of their mail. */
export interface BroadcastRecipientTable {
  broadcast_uid: string
  user_uid: string
  website_uid: string
  email: string
  /** 'fr' or 'en': the version they are sent. */
  language: string
  /** 'pending', 'claimed' (being sent), 'sent', 'bounced' or 'skipped' (consent withdrawn). */
  status: string
  /** The try of the job that claimed it. */
  claim: string | null
  sent_at: string | null
  /** When they unsubscribed through this broadcast's link. */
  unsubscribed_at: string | null
  /** What SMTP answered when it refused the mail. */
  error: string | null
}

export interface DataExportTable {
  uid: string
  website_uid: string
  staff_user_uid: string
  kind: string
  status: string
  progress: number
  rows: number | null
  error: string | null
  /** The file's key in the media store, once written. */
  file_key: string | null
  created_at: string
  finished_at: string | null
}

/**
 * The Idempotency-Key of a buyer's checkout and the order it opened (0032), kept a day; see
 * server/modules/billing/checkout/checkout-keys.ts.
 */
/** A POST's Idempotency-Key and, once it ran, its answer, encrypted (0049). */
export interface IdempotentRequestTable {
  website_uid: string
  /** HMAC of the key with the server's secret: the key itself is never kept. */
  key_id: string
  /** SHA-256 of the request (method, address, body, credentials): the key is for it only. */
  fingerprint: string
  /** AES-GCM of the answer (status, headers, body), under a key derived from the client's. */
  answer: string | null
  created_at: string
}

export interface CheckoutKeyTable {
  website_uid: string
  user_uid: string
  key: string
  /** A hash of the request's body: the same key with another body is refused. */
  fingerprint: string
  order_uid: string
  /** Where the buyer pays, once the payment provider answered. */
  checkout_url: string | null
  created_at: string
}

/** Every change staff made through the staff API (migration 0007); see contract/schemas/admin-audit-log.ts. */
export interface AuditLogTable {
  uid: string
  website_uid: string
  staff_user_uid: string
  /** 'create', 'update' or 'delete' (contract/values/admin-audit-log.ts). */
  action: string
  /** What was changed, e.g. 'home_page'. */
  resource: string
  record_uid: string
  /** JSON of the record before the change; null for a creation. */
  before: string | null
  /** JSON of the record after the change; null for a deletion. */
  after: string | null
  at: string
}

/** An item a viewer keeps in "Ma liste" (migration 0009). */
export interface ListItemTable {
  website_uid: string
  user_uid: string
  item_uid: string
  added_at: string
}

export interface MediaImportTable {
  uid: string
  website_uid: string
  staff_user_uid: string
  upload_id: string
  file_name: string
  /** bigint: PostgreSQL answers it as a string. */
  size: number | string
  status: string
  progress: Generated<number>
  error: string | null
  media_uid: string | null
  item_uid: string | null
  created_at: string
  updated_at: string
  /** 'item', 'trailer' or 'bonus' (migration 0013); 'item' for the imports before it. */
  purpose: string
  /** The media a trailer or bonus file is for. */
  target_media_uid: string | null
  /** A bonus file's name in the download list. */
  display_name: string | null
}

/** An upload begun and not finished (0041): who began it, and the size it announced. */
export interface UploadInProgressTable {
  upload_id: string
  website_uid: string
  staff_user_uid: string
  /** bigint: PostgreSQL answers it as a string. */
  size: number | string
  created_at: string
}

/** Free access to an item the staff gave a customer (migration 0019): it opens as a purchase. */
export interface AccessGrantTable {
  uid: string
  website_uid: string
  user_uid: string
  /** The item it opens; null for a grant of a plan (0026). */
  item_uid: string | null
  /** The plan whose every item it opens, as a subscription would; null for an item (0026). */
  plan_uid: Generated<string | null>
  /** The staff member who gave it. */
  granted_by: string
  /** Why it was given, for the staff; '' when nothing. */
  note: Generated<string>
  created_at: string
  /** When the access ends; null = unlimited. */
  expire_at: string | null
  revoked_at: string | null
}

/** A refund the staff made of an order, in full or in part (migration 0020). */
export interface OrderRefundTable {
  uid: string
  website_uid: string
  order_uid: string
  /** Minor units given back. */
  amount: number
  /** Why, for the staff; '' when nothing. */
  reason: Generated<string>
  /** The staff member who made it; null once their account is gone. */
  refunded_by: string | null
  created_at: string
}

/** A player given an item's (or a media's) addresses: a play, until viewer events exist (0021). */
export interface PlayTable {
  uid: string
  website_uid: string
  /** Null when a media was played on its own (`/embed/media/…`). */
  item_uid: string | null
  media_uid: string
  /** Null for an anonymous viewer. */
  user_uid: string | null
  created_at: string
}

/**
 * Daily sums the analytics dashboard reads, kept by triggers on orders and plays (0021). Days
 * are UTC `YYYY-MM-DD`; sums are minor units or counts (bigint: read as numbers or text).
 */
interface DailySums {
  website_uid: string
  day: string
}

/** kind: `orders` (whole totals), rentals, purchases, subscriptions, donations or tips. */
export interface RevenueDayTable extends DailySums {
  currency: string
  kind: string
  gross: number | string
  refunds: number | string
  /** Orders, or lines for rentals and purchases. */
  count: number | string
  refunded_count: number | string
}

export interface ItemRevenueDayTable extends DailySums {
  item_uid: string
  currency: string
  gross: number | string
  refunds: number | string
  /** Price lines that sold the item. */
  sales: number | string
}

export interface PlayDayTable extends DailySums {
  plays: number | string
}

export interface ItemPlayDayTable extends DailySums {
  item_uid: string
  plays: number | string
}

/** Where a viewer is in a media, per website (0024); rewritten at most every 10 seconds. */
export interface PlaybackPositionTable {
  website_uid: string
  user_uid: string
  media_uid: string
  /** The item the media was played through (a playlist's item for its medias). */
  item_uid: string
  /** Whole seconds. */
  position: number
  duration: number
  /** 1 once past 95 % or reported `completed`; a new `started` sets it back to 0. */
  finished: Generated<number>
  /** The kind of the last report written: started, progress or completed. */
  last_kind: string
  updated_at: string
}

/** A viewer event (0024): only ever added; what the analytics counts. */
export interface ViewerEventTable {
  uid: string
  website_uid: string
  /** Null once the viewer cleared their history. */
  user_uid: string | null
  item_uid: string
  media_uid: string
  /** started, progress or completed. */
  kind: string
  /** Seconds of the media played since the viewer's previous report on it. */
  seconds_watched: number
  created_at: string
}

/** An e-mail change waiting for the link mailed to the new address (0025); one use, expiring. */
export interface EmailChangeTable {
  token_hash: string
  website_uid: string
  user_uid: string
  new_email: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** item_revenue_days summed by month (`YYYY-MM`), kept by triggers on the days (0026). */
export interface ItemRevenueMonthTable {
  website_uid: string
  month: string
  item_uid: string
  currency: string
  gross: number | string
  refunds: number | string
  sales: number | string
}

/** item_play_days summed by month (`YYYY-MM`), kept by triggers on the days (0026). */
export interface ItemPlayMonthTable {
  website_uid: string
  month: string
  item_uid: string
  plays: number | string
}

/** One row per customer (never staff): when they signed up and first paid (0026, triggers). */
export interface CustomerConversionTable {
  website_uid: string
  user_uid: string
  created_at: string
  /** When their first order paid (or refunded since) was paid; null while none was. */
  first_paid_at: string | null
}

/** A live event (migration 0042): the content object of an item of type `live`. */
export interface LiveEventTable {
  uid: string
  website_uid: string
  /** The item that shows and sells it. */
  item_uid: string
  name: string
  excerpt: Generated<string>
  excerpt_is_custom: Generated<number>
  description: Generated<string>
  /** English versions of the name, excerpt and description; '' = none, French shown (0044). */
  name_en: Generated<string>
  excerpt_en: Generated<string>
  description_en: Generated<string>
  /** JSON array of strings, as medias and playlists keep theirs. */
  tags: Generated<string>
  thumbnail: string | null
  trailer_uid: string | null
  starts_at: string
  /** Seconds. */
  expected_duration: number
  /** waiting, on_air, reconnecting or ended (contract/values/live.ts). */
  status: Generated<string>
  /** Random; the stream key is derived from it with the server's secret (live/stream-key.ts). */
  stream_key_nonce: string
  /** SHA-256 (hex) of the stream key: how a publisher's key finds its event. */
  stream_key_hash: string
  /** The connection publishing now, if any. */
  publisher_id: string | null
  /** When the publisher went away, while the event waits for it to come back. */
  publisher_gone_at: string | null
  on_air_at: string | null
  ended_at: string | null
  created_at: string
  /** 1 when the recording becomes the item's replay at the end (0046). */
  keep_replay: Generated<number>
  /** The staff member who ended it; null while on, or when it ended by itself. */
  ended_by_uid: Generated<string | null>
  /** null until the end, then preparing, ready, failed or not_kept (REPLAY_STATUSES). */
  replay_status: Generated<string | null>
  /** The media import that turns the recording into the replay. */
  replay_import_uid: Generated<string | null>
  /** When its live HLS was deleted, on disk and in the bucket (0064). */
  hls_dropped_at: Generated<string | null>
  /** The media the replay became; it opens to whoever has access to the live item. */
  replay_media_uid: Generated<string | null>
}

/** A live event's incoming stream and peak audience (migration 0047); one row per event. */
export interface LiveEventFiguresTable {
  event_uid: string
  website_uid: string
  /** Bits per second the ingest received over its last few seconds. */
  bitrate: number | null
  width: number | null
  height: number | null
  frame_rate: number | null
  /** When the ingest last wrote the figures above. */
  measured_at: string | null
  /** The most viewers seen watching at once. */
  peak_viewers: Generated<number>
  peak_at: string | null
}

/** One viewer of a live event (0047): an HMAC of the signed viewer id, never the account. */
export interface LiveViewerTable {
  event_uid: string
  viewer_key: string
  website_uid: string
  first_seen_at: string
  /** The last time its player fetched one of the event's playlists. */
  last_seen_at: string
  /** Seconds seen watching: the sum of the intervals between fetches close enough together. */
  watched_seconds: Generated<number>
}

/** An API key of the staff API (0044): only its SHA-256 is kept. */
export interface ApiKeyTable {
  uid: string
  website_uid: string
  name: string
  /** read_only, editor or owner (contract/values/integrations.ts). */
  role: string
  /** The key's first characters, to tell it apart. */
  prefix: string
  key_hash: string
  created_by_uid: string
  created_at: string
  expires_at: string | null
  revoked_at: string | null
  last_used_at: string | null
  last_used_ip: string | null
}

/** Where a website's events are sent (0044). */
export interface WebhookEndpointTable {
  uid: string
  website_uid: string
  url: string
  description: Generated<string>
  /** JSON array of event types. */
  events: string
  enabled: Generated<number>
  secret: string
  created_at: string
}

/** Something that happened, kept until its deliveries are written (0044). */
export interface WebhookEventTable {
  uid: string
  website_uid: string
  type: string
  /** JSON of the event's data. */
  data: string
  created_at: string
  dispatched_at: string | null
}

/** One event sent to one endpoint, and its tries (0044). */
export interface WebhookDeliveryTable {
  uid: string
  website_uid: string
  endpoint_uid: string
  event_uid: string
  event_type: string
  status: Generated<string>
  attempts: Generated<number>
  response_code: number | null
  error: string | null
  created_at: string
  queued_at: string | null
  last_attempt_at: string | null
}

/** A gift: what its order paid for, given to an e-mail address (0057). */
export interface GiftTable {
  uid: string
  website_uid: string
  order_uid: string
  buyer_uid: string
  recipient_email: string
  message: string
  /** The day (YYYY-MM-DD, UTC) the recipient is mailed. */
  deliver_on: string
  language: string
  /** SHA-256 of the code last mailed; null until delivered. */
  code_hash: string | null
  delivered_at: string | null
  resent_count: Generated<number>
  redeemed_at: string | null
  redeemed_by: string | null
  voided_at: string | null
  created_at: string
}

/** A gift card staff made (0060): a code (kept hashed) worth `amount`, `balance` left. */
export interface GiftCardTable {
  uid: string
  website_uid: string
  code_hash: string
  /** The code's last four characters, for staff to tell cards apart. */
  code_end: string
  label: string
  currency: string
  amount: number
  balance: number
  /** 1: keeps its balance for later checkouts; 0: one checkout spends it. */
  multiple_use: number
  /** Checkouts holding or having spent part of it. */
  uses: Generated<number>
  /** The last day (YYYY-MM-DD, UTC) it pays, or null. */
  expires_on: string | null
  disabled_at: string | null
  created_by: string
  created_at: string
}

/** What a gift card pays of one order (0060): held while it is open, then spent or returned. */
export interface GiftCardUseTable {
  uid: string
  website_uid: string
  card_uid: string
  order_uid: string
  /** Taken off the card's balance (a single-use card's whole balance). */
  taken: number
  /** Paid of the order. */
  applied: number
  status: 'held' | 'spent' | 'returned'
  created_at: string
}
