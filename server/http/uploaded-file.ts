import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { FILE_FORM } from './validators.ts'
import { ErrorType } from '../../contract/schemas/errors.ts'
import { AppError, invalidField } from '../errors.ts'

/** A small file sent by the back office as one part of a multipart form (@fastify/multipart). */
export interface UploadedFile {
  filename: string
  data: Buffer
}

/** Anything over this many form parts is not a form the back office sends. */
const FORM_LIMITS = { files: 1, fields: 4, parts: 5 }

/**
 * Reads, whole, the one file a multipart request carries in `field`. A request that is not a
 * form, has no such file or an empty one gets a 400 naming the field; a file over `maxBytes`
 * a 413 naming it, as soon as the limit is crossed; a form that is broken (no boundary, cut
 * short) a 400 naming the body.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  what: string,
): Promise<UploadedFile> {
  const missing = invalidField(field, `Send ${what} as the multipart field ${field}.`)
  if (!request.isMultipart()) throw missing
  try {
    const part = await request.file({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })
    if (!part || part.fieldname !== field) throw missing
    const data = await part.toBuffer()
    if (data.length === 0) throw missing
    return { filename: part.filename, data }
  } catch (error) {
    if (error instanceof AppError) throw error
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The file must be at most ${Math.floor(maxBytes / 1024)} KiB.`
      throw new AppError(413, ErrorType.PayloadTooLarge, message, { [field]: [message] })
    }
    // Busboy's own refusals: no boundary, a form cut short, parts that are no form.
    throw invalidField('body', 'The multipart form is malformed or incomplete.')
  }
}

/** The schema part of a route taking one file as `field`: it documents the form for OpenAPI. */
export const fileFormSchema = (field: string, description: string) => ({
  consumes: ['multipart/form-data'],
  body: Type.Object(
    { [field]: Type.String({ format: 'binary', description }) },
    { [FILE_FORM]: true },
  ),
})
