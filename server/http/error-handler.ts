import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ErrorType,
  UNEXPECTED_ERROR_MESSAGE,
  type ApiError,
} from '../../contract/schemas/errors.ts'
import { AppError } from '../errors.ts'
import { translateErrorBody } from '../i18n/translate-message.ts'
import { requestLanguage } from '../lib/chosen-language.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { validationMessage, type SchemaIssue } from './validation-messages.ts'
import {
  outageLog,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './service-unavailable.ts'

/** The field an issue is about: `/prices/0` → `prices`; a missing property names itself. */
function fieldOf(issue: SchemaIssue, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter(Boolean)
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    path.push(issue.params.missingProperty)
  }
  return path[0] ?? context ?? 'non_field_errors'
}

/** A nullable field's `null` branch failing beside another issue of the same value. */
function isNullBranch(issue: SchemaIssue, issues: SchemaIssue[]): boolean {
  return (
    issue.keyword === 'type' &&
    issue.params.type === 'null' &&
    issues.some(
      (other) =>
        other !== issue &&
        other.instancePath === issue.instancePath &&
        other.keyword !== 'anyOf' &&
        !(other.keyword === 'type' && other.params.type === 'null'),
    )
  )
}

export function validationDetails(
  issues: SchemaIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const details: Record<string, string[]> = {}
  for (const issue of issues) {
    // anyOf reports each branch too; the branch messages say nothing useful on their own, and
    // a value out of a nullable field's bounds would also read "Expected null.".
    if (issue.keyword === 'anyOf' || isNullBranch(issue, issues)) continue
    const field = fieldOf(issue, context)
    const list = (details[field] ??= [])
    const message = validationMessage(issue)
    if (!list.includes(message)) list.push(message)
  }
  if (Object.keys(details).length === 0 && issues[0]) {
    details[fieldOf(issues[0], context)] = [validationMessage(issues[0])]
  }
  return details
}

function answer(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

const UNIQUE_VIOLATION = /UNIQUE constraint failed|duplicate key value violates unique/i

/** A body in the §8 shape, whoever sent it: the error handler, a route, the not-found handler. */
function isErrorBody(payload: unknown): payload is ApiError {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false
  const { type, message } = payload as Record<string, unknown>
  return typeof type === 'string' && typeof message === 'string'
}

/**
 * Every error answer is in the visitor's language (the code and the logs say it in English), and
 * names its request (as its `x-request-id` header does), so a visitor's report leads to the log
 * lines of that request.
 */
function finishErrorBodies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload)
      ? {
          ...translateErrorBody(payload, requestLanguage(request.headers)),
          request_id: request.id,
        }
      : payload,
  )
}

/**
 * Every failure leaves in the §8 shape, with no stack trace, in the visitor's language and with
 * its request's id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  finishErrorBodies(app)
  // Written while a request is handled, its lines carry the request's id (log-request.ts).
  const databaseOutage = outageLog(app.log, 'The database')
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isDatabaseUnavailable(error)) {
      databaseOutage.down(error)
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return answer(reply, 503, {
        type: ErrorType.ServiceUnavailable,
        message: SERVICE_UNAVAILABLE_MESSAGE,
      })
    }
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter))
      const body: ApiError = { ...error.fields, type: error.type, message: error.message }
      if (error.details) body.details = error.details
      return answer(reply, error.status, body)
    }
    if (error.validation) {
      const details = validationDetails(error.validation as SchemaIssue[], error.validationContext)
      const [field, messages] = Object.entries(details)[0] ?? ['request', ['Invalid input.']]
      return answer(reply, 400, {
        type: ErrorType.ValidationError,
        message: `${field}: ${messages[0]}`,
        details,
      })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return answer(reply, 413, {
        type: ErrorType.PayloadTooLarge,
        message: 'The request body is too large.',
      })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return answer(reply, 415, {
        type: ErrorType.UnsupportedMediaType,
        message: 'This content type is not supported here.',
      })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return answer(reply, 400, {
        type: ErrorType.ValidationError,
        message: 'The request body is not valid JSON.',
        details: { body: ['The request body is not valid JSON.'] },
      })
    }
    if (UNIQUE_VIOLATION.test(error.message)) {
      return answer(reply, 409, { type: ErrorType.Conflict, message: 'This already exists.' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return answer(reply, status, { type: error.code ?? 'ClientError', message: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return answer(reply, 500, { type: ErrorType.ServerError, message: UNEXPECTED_ERROR_MESSAGE })
  })
}
