import type { TranslationMessages } from 'react-admin'

/** A tree of texts; every language has the same keys (French, the default, shapes them). */
type TextTree = { [key: string]: string | TextTree }

/**
 * react-admin's own messages (with the rich-text toolbar's `ra.tiptap.*`, which no language
 * package carries), and the back office's resources and `vitrine.*` texts.
 */
export interface AdminTexts extends TranslationMessages {
  ra: TranslationMessages['ra'] & { tiptap: Record<string, string> }
  resources: Record<
    | 'items'
    | 'audit_log'
    | 'media_imports'
    | 'medias'
    | 'staff_invitations'
    | 'staff'
    | 'plans'
    | 'categories'
    | 'ondemand_requests'
    | 'customers'
    | 'orders'
    | 'coupons'
    | 'customer_invitations'
    | 'bundles'
    | 'job_failures'
    | 'data_exports'
    | 'customer_imports'
    | 'live_events'
    | 'api_keys'
    | 'webhooks'
    | 'webhook_deliveries'
    | 'broadcasts'
    | 'gift_cards',
    { name: string; fields: Record<string, string> }
  >
  vitrine: TextTree
}
