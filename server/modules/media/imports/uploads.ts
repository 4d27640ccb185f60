import type { IncomingMessage } from 'node:http'
import { Server } from '@tus/server'
import type { FastifyInstance } from 'fastify'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { UPLOAD_METADATA, UPLOADS_PATH } from '../../../../contract/values/admin-media-imports.ts'
import type { ApiError } from '../../../../contract/schemas/errors.ts'
import { newUid } from '../../../db/uid.ts'
import { ErrorType, UNEXPECTED_ERROR_MESSAGE } from '../../../../contract/values/error-types.ts'
import { isRecord } from '../../../../contract/values/is-record.ts'
import { AppError } from '../../../errors.ts'
import { translateErrorBody } from '../../../i18n/translate-message.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { insertImport } from './repo.ts'
import type { UploadStorage } from './upload-storage.ts'
import { endUpload, startUpload } from './upload-limits.ts'
import { checkUploadTarget, uploadTargetOf } from './upload-target.ts'

/** Headers this server sets on an upload's request for the tus hooks; a client's are dropped. */
const WEBSITE_HEADER = 'x-vitrine-website'
const STAFF_HEADER = 'x-vitrine-staff'
/** The request's id (http/request-id.ts), for the refusals tus writes itself. */
const REQUEST_ID_HEADER = 'x-vitrine-request-id'
/**
 * The upload the route checked belongs to the website: tus acts on this one, never on an id it
 * would read from the address itself (its last segment, query string included).
 */
const UPLOAD_HEADER = 'x-vitrine-upload'

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

/** What each refusal tus writes itself (as plain text) means, in §8's words. */
const TUS_REFUSALS: Record<number, { type: string; message: string }> = {
  400: { type: ErrorType.ValidationError, message: 'This upload call is not a valid tus call.' },
  403: { type: ErrorType.Forbidden, message: 'This upload call is not allowed.' },
  404: { type: ErrorType.NotFound, message: 'No upload of this website has this id.' },
  409: {
    type: ErrorType.Conflict,
    message: 'The upload is not at this offset: ask where it stands, then go on from there.',
  },
  410: { type: ErrorType.NotFound, message: 'No upload of this website has this id.' },
  412: { type: ErrorType.ValidationError, message: 'Upload calls speak tus 1.0.0.' },
  413: { type: ErrorType.PayloadTooLarge, message: 'The file is larger than uploads may be.' },
  415: {
    type: ErrorType.UnsupportedMediaType,
    message: 'An upload sends its bytes as application/offset+octet-stream.',
  },
}

/**
 * A tus answer as every other answer of the API: a refusal tus wrote as text comes in §8's shape
 * and the uploader's language (ours, from the hooks, already does).
 */
export async function inApiShape(answer: Response, headers: Headers): Promise<Response> {
  if (answer.status < 400) return answer
  let body = await answer.text()
  if (!isApiError(body)) {
    const known = TUS_REFUSALS[answer.status]
    const error = known
      ? new AppError(answer.status, known.type, known.message)
      : new AppError(500, ErrorType.ServerError, UNEXPECTED_ERROR_MESSAGE)
    body = tusRefusal(error, headers).body
  }
  const shaped = new Headers(answer.headers)
  shaped.set('content-type', 'application/json; charset=utf-8')
  shaped.set('content-length', String(Buffer.byteLength(body)))
  return new Response(body, { status: answer.status, headers: shaped })
}

/** Whether tus's body is a refusal of our hooks, already in §8's shape. */
function isApiError(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body)
    return isRecord(parsed) && typeof parsed.type === 'string' && typeof parsed.message === 'string'
  } catch {
    return false
  }
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
    // The back office uploads from its own origin: no other origin may read an upload's answers.
    allowedOrigins: () => false,
    namingFunction: (req) =>
      uploads.idOf(`${uploadIdPrefix(req.headers.get(WEBSITE_HEADER) ?? '')}${newUid()}`),
    getFileIdFromRequest: (req) => {
      const name = req.headers.get(UPLOAD_HEADER)
      return name ? uploads.idOf(name) : undefined
    },
    generateUrl: (_req, { path, id }) => `${path}/${uploads.nameOf(id)}`,
    onUploadCreate: async (req, upload) => {
      const websiteUid = req.headers.get(WEBSITE_HEADER) ?? ''
      const staffUid = req.headers.get(STAFF_HEADER) ?? ''
      try {
        await checkUploadTarget(app.db, websiteUid, upload, app.config.bonusMaxBytes)
        await startUpload(app.db, upload, { websiteUid, staffUid })
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
      await endUpload(app.db, upload.id)
      app.mediaImports.enqueue(uid)
      return {}
    },
  })
}

/**
 * Tells the tus hooks who uploads, and which upload (its name, '' for a creation), where only
 * this server can have written it: a client's own
 * headers of these names are dropped. tus reads the raw header list, so both forms are set.
 */
export function stampUploader(
  request: IncomingMessage,
  uploader: { websiteUid: string; staffUid: string; requestId: string; uploadName: string },
): void {
  const ours = new Map([
    [WEBSITE_HEADER, uploader.websiteUid],
    [STAFF_HEADER, uploader.staffUid],
    [REQUEST_ID_HEADER, uploader.requestId],
    [UPLOAD_HEADER, uploader.uploadName],
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
