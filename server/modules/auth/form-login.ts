import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorType } from '../../../contract/values/error-types.ts'
import {
  FORM_LOGIN_COOKIE,
  FORM_LOGIN_COOKIE_SECONDS,
  LOGIN_FAILURE_PARAM,
  LOGIN_WAIT_PARAM,
  type LoginFailure,
} from '../../../contract/values/form-login.ts'
import { redirectTarget } from '../../../contract/values/login-redirect.ts'
import { AppError } from '../../errors.ts'
import { limitAttemptsPerIpAndAccount } from '../../http/attempt-limits.ts'
import { limitLogin } from './login-attempts.ts'
import { login } from './service.ts'

/** The login screen's address (web/lib/paths.ts `authLogin`). */
const LOGIN_PAGE = '/auth/login'

/** The cookie that carries the token to the app (not HttpOnly: the app reads it, then drops it). */
function tokenCookie(token: string, secure: boolean): string {
  return [
    `${FORM_LOGIN_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${FORM_LOGIN_COOKIE_SECONDS}`,
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

function failureOf(error: unknown): { failure: LoginFailure; minutes?: number } {
  if (!(error instanceof AppError) || error.status >= 500) throw error
  if (error.type === ErrorType.InvalidCredentials) return { failure: 'credentials' }
  if (error.status === 429) {
    return { failure: 'attempts', minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) }
  }
  return { failure: 'other' }
}

/**
 * The login screen's form posted before the app took the page over (a slow phone, Enter pressed
 * early, scripts off): the same sign-in as POST /auth/login/ with the same limits, then a 303 to
 * where the visitor was going with the token in a cookie for the app, or back to the form with
 * the reason in its query, which the form shows (web/ui/login-form.tsx). The password is never
 * put in an address.
 */
export async function formLoginRoutes(app: FastifyInstance) {
  const perIp = limitAttemptsPerIpAndAccount(app, 'login')
  const options = { ...app.config, passwords: app.passwords }

  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '')
    const body = (request.body ?? {}) as Record<string, unknown>
    const email = typeof body.email === 'string' ? body.email.trim() : undefined
    const password = typeof body.password === 'string' ? body.password : ''
    try {
      await perIp.call(app, request, reply)
      const target = { websiteUid: request.website.uid, email, ip: request.ip }
      const token = await limitLogin(app.rateLimiter, app.config.rateLimit, target, () =>
        login(
          app.db,
          request.website,
          { email: email || undefined, password },
          { ...options, userAgent: request.headers['user-agent'] },
        ),
      )
      reply.header('set-cookie', tokenCookie(token, request.protocol === 'https'))
      return reply.redirect(redirectTarget(query.toString()), 303)
    } catch (error) {
      const { failure, minutes } = failureOf(error)
      query.set(LOGIN_FAILURE_PARAM, failure)
      query.delete(LOGIN_WAIT_PARAM)
      if (minutes) query.set(LOGIN_WAIT_PARAM, String(minutes))
      return reply.redirect(`${LOGIN_PAGE}?${query.toString()}`, 303)
    }
  }

  app.post(LOGIN_PAGE, { schema: { hide: true } }, signIn)
  app.post(`${LOGIN_PAGE}/`, { schema: { hide: true } }, signIn)
}
