import englishMessages from 'ra-language-english'
import type { AdminTexts } from './texts.ts'

/** The back office's own texts in English; react-admin's come from ra-language-english. */
export const en: AdminTexts = {
  ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, username: 'E-mail address' } },
  resources: {
    items: {
      name: 'Item |||| Items',
      fields: {
        name: 'Name',
        type: 'Type',
        visibility_type: 'Visibility',
        published_at: 'Publication',
        categories: 'Categories',
        prices_count: 'Prices',
        excerpt: 'Excerpt',
        prices: 'Prices',
        q: 'Search',
        category: 'Category',
        amount: 'Amount',
        period: 'Access period (hours)',
        description: 'Description',
        tags: 'Tags',
        is_content_downloadable: 'Downloadable',
        downloadable_choices: 'Download',
      },
    },
    media_imports: {
      name: 'Video import |||| Video imports',
      fields: {
        file_name: 'File',
        size: 'Size',
        status: 'State',
        item_uid: 'Item created',
        created_at: 'Sent on',
      },
    },
    audit_log: {
      name: 'Audit log |||| Audit log',
      fields: {
        at: 'Date',
        staff_email: 'Staff member',
        action: 'Action',
        resource: 'What',
        record_uid: 'Identifier',
        before: 'Before',
        after: 'After',
      },
    },
  },
  vitrine: {
    title: 'Back office',
    viewSite: 'View the site',
    auth: { notStaff: 'This account has no access to the back office of this site.' },
    type: { media: 'Media', playlist: 'Playlist' },
    visibility: { public: 'Public', private: 'Private', on_demand: 'On demand' },
    monetized: 'Paid',
    period: {
      unlimited: 'Unlimited',
      hours: '%{smart_count} hour |||| %{smart_count} hours',
      help: '0 = unlimited access',
    },
    action: { create: 'Creation', update: 'Change', delete: 'Deletion' },
    resource: { home_page: 'Home page', website_image: 'Site picture', item: 'Item' },
    noValue: 'None',
    importRetry: 'Try again',
    importStatus: {
      queued: 'Waiting',
      running: 'Importing',
      failed: 'Failed',
      done: 'Imported',
    },
    upload: {
      title: 'Add videos',
      hint: 'Drop video files here or choose them. A cut upload goes on where it stopped; each video becomes an unpublished item.',
      choose: 'Choose videos',
      sending: 'sending: %{percent}%',
      sent: 'sent',
      failed: 'the upload failed',
      progressOf: 'Progress of %{name}',
    },
    viewOnSite: 'View on the site',
    amountIn: 'Amount (%{currency})',
    download: {
      none: 'None',
      hd: 'HD video',
      source: 'Original file',
      both: 'HD and original',
    },
    publication: {
      none: 'Not published',
      help: 'A date to come schedules the publication: visitors will see the item from then on.',
    },
  },
}
