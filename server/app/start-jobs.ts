import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import {
  GIFT_DELIVERY_EVERY_MS,
  GIFT_DELIVERY_JOB,
  giftDeliveryJob,
} from '../modules/billing/gifts/delivery.ts'
import {
  createImportQueue,
  MEDIA_IMPORT_JOB,
  mediaImportJob,
  type ImportQueue,
} from '../modules/media/imports/import-queue.ts'
import {
  PUBLICATION_CHECK_MS,
  PUBLICATION_JOB,
  publicationJob,
} from '../modules/catalogue/publication-clock.ts'
import { timedJobs, watchJobQueue } from '../metrics/job-metrics.ts'
import { within } from '../lib/within.ts'
import {
  IMAGE_VARIANTS_JOB,
  imageVariantsJob,
  resizeThumbnailAhead,
} from '../modules/images/variants-job.ts'
import { MAIL_JOB, mailJob, queuedMailer } from '../mail/mail-job.ts'
import { DATA_EXPORT_JOB, dataExportJob } from '../modules/data-exports/export-job.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { websiteMailBrand } from '../modules/websites/mail-brand.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import { uploadStorageOf } from '../modules/media/imports/upload-storage.ts'
import { attachReplay } from '../modules/live/service.ts'
import { CUSTOMER_IMPORT_JOB, customerImportJob } from '../modules/customers/imports/import-job.ts'
import { createBullQueue } from '../jobs/bullmq-queue.ts'
import { createInProcessQueue } from '../jobs/in-process-queue.ts'
import { HOUSEKEEPING_EVERY_MS, HOUSEKEEPING_JOB, housekeepingJob } from './housekeeping-job.ts'
import {
  SANDBOX_RENEWAL_EVERY_MS,
  SANDBOX_RENEWAL_JOB,
  sandboxRenewalJob,
} from '../modules/billing/sandbox/sandbox-renewals.ts'
import { keptFailures } from '../jobs/job-failures.ts'
import {
  WEBHOOK_CONCURRENCY,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOK_DISPATCH_EVERY_MS,
  WEBHOOK_DISPATCH_JOB,
  webhookDeliveryJob,
  webhookDispatchJob,
} from '../modules/integrations/webhook-jobs.ts'
import type { JobQueue, JobTypes } from '../jobs/job-queue.ts'
import {
  CHECKOUT_REMINDER_EVERY_MS,
  CHECKOUT_REMINDER_JOB,
  checkoutReminderJob,
} from '../modules/marketing/checkout-reminders.ts'
import {
  BROADCAST_CLOCK_EVERY_MS,
  BROADCAST_CLOCK_JOB,
  BROADCAST_JOB,
  broadcastClockJob,
  broadcastJob,
} from '../modules/marketing/broadcasts/sending.ts'

/** Prefix of the queues' Redis keys. */
export const JOBS_PREFIX = 'vitrine'

/** How long a stopping process without Redis keeps sending the mails it holds. */
const MAIL_DRAIN_MS = 10_000

/** The job queues of a process, and what the rest of the server asks of them. */
export interface Jobs {
  /** Transcodes, file imports and thumbnails resized ahead: heavy, one at a time per worker. */
  media: JobQueue
  /** Light repeated work (scheduled publishing, housekeeping), never stuck behind a transcode. */
  clock: JobQueue
  /** Mails, so no answer waits on SMTP and a refused mail is tried again. */
  mail: JobQueue
  /** CSV exports of customers and orders, never stuck behind a transcode. */
  exports: JobQueue
  /** Webhook deliveries, each tried again with backoff for 72 hours (integrations/). */
  webhooks: JobQueue
  /** Broadcasts to segments: a long send of its own, never ahead of other mail. */
  broadcasts: JobQueue
  mediaImports: ImportQueue
  /** Sends a mail by adding a job to `mail`. */
  mailer: Mailer
  close(): Promise<void>
}

/**
 * Opens the job queues: on Redis through BullMQ when REDIS_URL is set, in this process
 * otherwise, with the same job functions. `work` says whether this process runs jobs (a worker,
 * a web process unless JOBS=enqueue-only) or only adds them. Scheduled publishing, housekeeping,
 * the webhooks' dispatch and the sandbox's renewals are declared here as repeated jobs;
 * declaring them again from every process changes nothing.
 */
export function startJobs(
  config: Config,
  options: { db: Kysely<Database>; log: FastifyBaseLogger; work: boolean; prefix?: string },
): Jobs {
  const { db, log, work } = options
  const unwatch: (() => void)[] = []
  // Each queue shows its depth and times its jobs in /metrics (metrics/job-metrics.ts); what
  // fails for good is kept for the website's staff (job-failures.ts).
  const open = (name: string, jobTypes: JobTypes, concurrency = 1): JobQueue => {
    const types = timedJobs(name, keptFailures(db, name, jobTypes, log))
    const queue = config.redisUrl
      ? createBullQueue({
          redisUrl: config.redisUrl,
          name,
          prefix: options.prefix ?? JOBS_PREFIX,
          types,
          log,
          work,
          concurrency,
        })
      : createInProcessQueue({ types, log, concurrency })
    unwatch.push(watchJobQueue(name, queue))
    return queue
  }
  const store = mediaStoreOf(config)
  const uploads = uploadStorageOf(config)
  const media: JobQueue = open('media', {
    [MEDIA_IMPORT_JOB]: mediaImportJob({
      db,
      store,
      uploads,
      log,
      // A new media's poster is resized for the storefront before anyone asks.
      imported: (websiteUid, mediaUid, fileName) =>
        resizeThumbnailAhead(
          media,
          { websiteUid, owner: 'media', uid: mediaUid, name: fileName },
          log,
        ),
      // A live event's recording becomes its item's replay (live/replay.ts).
      hooks: { replayImported: attachReplay },
    }),
    [IMAGE_VARIANTS_JOB]: imageVariantsJob({ db, store }),
  })
  // Deliveries mostly wait on other people's servers: several at once, so one slow endpoint
  // does not hold back every website's webhooks.
  const webhooks = open(
    'webhooks',
    {
      [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJob(db, {
        allowPrivate: config.webhookAllowPrivate,
        backoffMs: config.webhookBackoffMs,
      }),
    },
    WEBHOOK_CONCURRENCY,
  )
  const clock = open('clock', {
    [WEBHOOK_DISPATCH_JOB]: webhookDispatchJob(db, () => webhooks),
    [PUBLICATION_JOB]: publicationJob(db),
    [HOUSEKEEPING_JOB]: housekeepingJob({ db, store, uploads }),
    [SANDBOX_RENEWAL_JOB]: sandboxRenewalJob(db),
    // Reminders are queued as mails, on the mail queue opened below.
    [CHECKOUT_REMINDER_JOB]: checkoutReminderJob({
      db,
      mailer: () => mailer,
      secretKey: config.secretKey,
    }),
    [GIFT_DELIVERY_JOB]: giftDeliveryJob({ db, mailer: () => mailer, log }),
  })
  const transport = createMailer({
    ...config,
    from: config.mailFrom,
    log,
    brandOf: websiteMailBrand(db),
  })
  const mail = open('mail', { [MAIL_JOB]: mailJob(db, transport) })
  const mailer = queuedMailer(mail)
  const broadcastDeps = {
    db,
    transport: () => transport,
    queue: () => broadcasts,
    secretKey: config.secretKey,
  }
  const broadcasts: JobQueue = open('broadcasts', {
    [BROADCAST_JOB]: broadcastJob(broadcastDeps),
    [BROADCAST_CLOCK_JOB]: broadcastClockJob(broadcastDeps),
  })
  const exports = open('exports', {
    [DATA_EXPORT_JOB]: dataExportJob({ db, store }),
    // Customer imports share the staff's file jobs' queue; their mails go on the mail queue.
    [CUSTOMER_IMPORT_JOB]: customerImportJob({ db, mailer: () => mailer }),
  })
  clock
    .every(PUBLICATION_JOB, PUBLICATION_CHECK_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'scheduled publishing not declared'))
  clock
    .every(WEBHOOK_DISPATCH_JOB, WEBHOOK_DISPATCH_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'webhook dispatch not declared'))
  clock
    .every(HOUSEKEEPING_JOB, HOUSEKEEPING_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'housekeeping not declared'))
  clock
    .every(SANDBOX_RENEWAL_JOB, SANDBOX_RENEWAL_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'sandbox renewals not declared'))
  clock
    .every(CHECKOUT_REMINDER_JOB, CHECKOUT_REMINDER_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'checkout reminders not declared'))
  clock
    .every(GIFT_DELIVERY_JOB, GIFT_DELIVERY_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'gift deliveries not declared'))
  broadcasts
    .every(BROADCAST_CLOCK_JOB, BROADCAST_CLOCK_EVERY_MS)
    .catch((error: unknown) => log.warn({ err: error }, 'broadcast clock not declared'))
  return {
    media,
    clock,
    mail,
    exports,
    webhooks,
    broadcasts,
    mediaImports: createImportQueue(media, db, log),
    mailer,
    async close() {
      for (const stop of unwatch) stop()
      // Mails held in this process are lost with it: they get a moment to go out. On Redis
      // they wait there for any worker.
      if (!config.redisUrl) {
        await within(mail.idle(), MAIL_DRAIN_MS, 'mails left unsent').catch((error: unknown) =>
          log.warn({ err: error }, 'stopping with mails unsent'),
        )
      }
      await Promise.all([
        media.close(),
        clock.close(),
        mail.close(),
        exports.close(),
        webhooks.close(),
        broadcasts.close(),
      ])
      transport.close()
    },
  }
}
