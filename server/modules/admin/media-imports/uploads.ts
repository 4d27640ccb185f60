import type { IncomingMessage } from 'node:http'
import { Server } from '@tus/server'
import type { FastifyInstance } from 'fastify'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { UPLOAD_METADATA, UPLOADS_PATH } from '../../../../contract/values/admin-media-imports.ts'
import type { ApiError } from '../../../../contract/schemas/errors.ts'
import { newUid } from '../../../db/uid.ts'
import { AppError } from '../../../errors.ts'
import { translateErrorBody } from '../../../i18n/translate-message.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { insertImport } from './repo.ts'
import type { UploadStorage } from './upload-storage.ts'
import { checkUploadTarget, uploadTargetOf } from './upload-target.ts'

/** Headers this server sets on an upload's request for the tus hooks; a client's are dropped. */
const WEBSITE_HEADER = 'x-vitrine-website'
const STAFF_HEADER = 'x-vitrine-staff'
/** The request's id (http/request-id.ts), for the refusals tus writes itself. */
const REQUEST_ID_HEADER = 'x-vitrine-request-id'

/** An upload's id starts with its website's uid: staff of another website never reach it. */
export const uploadIdPrefix = (websiteUid: string) => `${websiteUid}.`

/** The file's name as the browser gave it, reduced to what a list can show. */
function fileName(metadata: Record<string, string | null> | undefined): string {
  const raw = metadata?.[UPLOAD_METADATA.fileName] ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = raw.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim()
  return clean.slice(0, 200) || 'video'
}

/**
 * A refusal in the §8 shape and the uploader's language, as the tus server sends what its hooks
 * throw: as text, past the hook that translates every other answer.
 */
function tusRefusal(error: AppError, headers: Headers): { status_code: number; body: string } {
  const body: ApiError = { type: error.type, message: error.message }
  if (error.details) body.details = error.details
  const requestId = headers.get(REQUEST_ID_HEADER)
  if (requestId) body.request_id = requestId
  const language = requestLanguage({
    cookie: headers.get('cookie') ?? undefined,
    'accept-language': headers.get('accept-language') ?? undefined,
  })
  return { status_code: error.status, body: JSON.stringify(translateErrorBody(body, language)) }
}

/**
 * The tus server behind UPLOADS_PATH: resumable uploads into `uploads` (the folder
 * `uploadDir`, or the S3 bucket), at most `uploadMaxBytes` each (413 past it). The metadata says what the file is for (checked as the
 * upload starts, upload-target.ts): a new item by default, or a media's trailer or bonus file. A
 * finished upload becomes a queued import (a video's content is checked by ffprobe there, not by
 * its name) that the import queue runs.
 */
export async function createUploadServer(
  app: FastifyInstance,
  uploads: UploadStorage,
): Promise<Server> {
  const address = `${ADMIN_API_BASE}${UPLOADS_PATH.replace(/\/$/, '')}`
  return new Server({
    path: address,
    datastore: await uploads.datastore(),
    maxSize: app.config.uploadMaxBytes,
    relativeLocation: true,
    namingFunction: (req) =>
      uploads.idOf(`${uploadIdPrefix(req.headers.get(WEBSITE_HEADER) ?? '')}${newUid()}`),
    // An id's address ends with its name; the folder's own address, or a name that could leave
    // it, names no upload (as tus's own reading of addresses).
    getFileIdFromRequest: (_req, name) =>
      name && !address.includes(name) && !/[/\\\0]/.test(name) ? uploads.idOf(name) : undefined,
    generateUrl: (_req, { path, id }) => `${path}/${uploads.nameOf(id)}`,
    onUploadCreate: async (req, upload) => {
      const websiteUid = req.headers.get(WEBSITE_HEADER) ?? ''
      try {
        await checkUploadTarget(app.db, websiteUid, upload, app.config.bonusMaxBytes)
      } catch (error) {
        throw error instanceof AppError ? tusRefusal(error, req.headers) : error
      }
      return {}
    },
    onUploadFinish: async (req, upload) => {
      const websiteUid = req.headers.get(WEBSITE_HEADER) ?? ''
      const target = uploadTargetOf(upload.metadata)
      const uid = newUid()
      const at = new Date().toISOString()
      await insertImport(app.db, {
        uid,
        website_uid: websiteUid,
        staff_user_uid: req.headers.get(STAFF_HEADER) ?? '',
        upload_id: upload.id,
        file_name: fileName(upload.metadata),
        size: upload.size ?? upload.offset,
        status: 'queued',
        error: null,
        media_uid: null,
        item_uid: null,
        created_at: at,
        updated_at: at,
        purpose: target.purpose,
        target_media_uid: target.mediaUid,
        display_name: target.displayName,
      })
      app.mediaImports.enqueue(uid)
      return {}
    },
  })
}

/**
 * Tells the tus hooks who uploads, where only this server can have written it: a client's own
 * headers of these names are dropped. tus reads the raw header list, so both forms are set.
 */
export function stampUploader(
  request: IncomingMessage,
  websiteUid: string,
  staffUid: string,
  requestId: string,
): void {
  const ours = new Map([
    [WEBSITE_HEADER, websiteUid],
    [STAFF_HEADER, staffUid],
    [REQUEST_ID_HEADER, requestId],
  ])
  const raw: string[] = []
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index]!
    if (!ours.has(name.toLowerCase())) raw.push(name, request.rawHeaders[index + 1]!)
  }
  for (const [name, value] of ours) {
    raw.push(name, value)
    request.headers[name] = value
  }
  request.rawHeaders.splice(0, request.rawHeaders.length, ...raw)
}
