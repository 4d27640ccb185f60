import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Playback } from '../../../contract/schemas/playback.ts'
import type { Database } from '../../db/schema.ts'
import { insertPlay } from './plays-repo.ts'

/**
 * Counts a play when a player is given the addresses of something to watch (not a trailer), for
 * the dashboard's plays until viewer events exist. Written in the background: a failure is
 * logged and never delays nor fails the playback answer.
 */
export function recordPlay(db: Kysely<Database>, request: FastifyRequest, playback: Playback) {
  if (request.method !== 'GET' || !playback.has_access || playback.trailer) return
  const media = playback.medias.find((entry) => entry.hls || entry.mp4)
  if (!media) return
  const failed = (error: unknown) => request.log.warn({ err: error }, 'play not recorded')
  try {
    insertPlay(db, {
      websiteUid: request.website.uid,
      itemUid: playback.item_uid,
      mediaUid: media.uid,
      userUid: request.viewer?.uid ?? null,
      at: new Date(),
    }).catch(failed)
  } catch (error) {
    failed(error)
  }
}
