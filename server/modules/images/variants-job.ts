import type { Kysely } from 'kysely'
import { THUMBNAIL_WIDTHS } from '../../../contract/values/thumbnail-widths.ts'
import type { Database } from '../../db/schema.ts'
import type { JobLog, JobQueue, JobType } from '../../jobs/job-queue.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import type { ThumbnailOwner } from './addresses.ts'
import { FORMAT_CONTENT_TYPES, type ResizedFormat } from './formats.ts'
import { findThumbnailPath } from './repo.ts'
import { resizedImage } from './resize.ts'
import { openImage } from './service.ts'

/** The job that resizes a thumbnail ahead of its first visitor. */
export const IMAGE_VARIANTS_JOB = 'image-variants'

/** Whose thumbnail: a media, a playlist, a category or a plan of a website. */
export interface ThumbnailTarget {
  websiteUid: string
  owner: ThumbnailOwner
  uid: string
  /** What staff call it (a name, a file name): the subject of a failure they are shown. */
  name?: string
}

/** How staff read a thumbnail's failed job: whose picture, by its name when it was given. */
export const subjectOf = ({ owner, uid, name }: ThumbnailTarget) =>
  name ? `${owner}: ${name}` : `${owner} ${uid}`

const FORMATS = Object.keys(FORMAT_CONTENT_TYPES) as ResizedFormat[]

/**
 * Resizes the row's current thumbnail to every width the storefront shows, in every format a
 * browser may ask for, into the resize cache of the media store: the first visitor then gets a
 * picture made already rather than wait for it. What the cache holds is skipped, so a job run
 * twice resizes once; a row without a picture (or gone) has nothing to make. A picture asked
 * for before the job ran is still resized on the spot.
 */
export function imageVariantsJob(options: { db: Kysely<Database>; store: ObjectStore }): JobType {
  const { db, store } = options
  return {
    shownToStaff: (data) => {
      const target = data as unknown as ThumbnailTarget
      return { websiteUid: target.websiteUid, kind: 'thumbnail', subject: subjectOf(target) }
    },
    async run(data, run) {
      const { websiteUid, owner, uid } = data as unknown as ThumbnailTarget
      const stored = await findThumbnailPath(db, websiteUid, owner, uid)
      const source = stored ? await openImage(store, stored).catch(() => null) : null
      if (!source) return
      const variants = Object.values(THUMBNAIL_WIDTHS).flatMap((width) =>
        FORMATS.map((format) => ({ width, format })),
      )
      for (const [done, { width, format }] of variants.entries()) {
        await resizedImage(store, source, width, format)
        await run.reportProgress((done + 1) / variants.length)
      }
    },
  }
}

/**
 * Adds the job that resizes the row's new thumbnail. A job of the row still waiting takes the
 * newest picture when it runs, so it is not added twice. Never throws: without the job the
 * pictures are resized when first asked for, as before it.
 */
export async function resizeThumbnailAhead(
  queue: JobQueue,
  target: ThumbnailTarget,
  log: JobLog,
): Promise<void> {
  const id = `${IMAGE_VARIANTS_JOB}:${target.websiteUid}:${target.owner}:${target.uid}`
  await queue
    .add(IMAGE_VARIANTS_JOB, { ...target }, { id, again: true })
    .catch((error: unknown) => log.warn({ err: error, ...target }, 'thumbnail resize not queued'))
}
