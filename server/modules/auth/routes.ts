import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AuthMessage,
  Detail,
  Invitation,
  InvitationParams,
  LoginAnswer,
  LoginBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  User,
} from '../../../contract/schemas/index.ts'
import { bodyEmail, limitAttemptsPerIpAndAccount } from '../../http/attempt-limits.ts'
import { getOpenInvitation } from './invitation.ts'
import { limitLogin } from './login-attempts.ts'
import { chosenLanguage } from '../../lib/chosen-language.ts'
import { mailPasswordChanged } from './password-changed-mail.ts'
import { mailWelcome } from './welcome-mail.ts'
import { confirmPasswordReset, sendPasswordReset } from './password-reset.ts'
import { register } from './register.ts'
import { login, logout, requireAuthEnabled, toUser } from './service.ts'
import { requireViewer } from './viewer.ts'
import { deviceSignInRoutes } from './devices/routes.ts'

const signedIn = [{ WebsiteToken: [] }]

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app
  // What the services need of the app: the configured limits and the password pool.
  const options = { ...config, passwords: app.passwords }
  const limited = (action: string, accountOf?: typeof bodyEmail) => ({
    preHandler: limitAttemptsPerIpAndAccount(app, action, accountOf),
  })

  await app.register(deviceSignInRoutes)

  // Reset mails go out after the answer; closing waits for them so none is cut off.
  const mailsInFlight = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailsInFlight)
  })

  app.post(
    '/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; answers a login token',
        body: LoginBody,
        response: { 200: LoginAnswer },
      },
      // Per IP here; per account in limitLogin, which takes back what was no wrong password.
      ...limited('login'),
    },
    async (request) => {
      const target = { websiteUid: request.website.uid, email: request.body.email, ip: request.ip }
      const token = await limitLogin(app.rateLimiter, config.rateLimit, target, () =>
        login(app.db, request.website, request.body, {
          ...options,
          userAgent: request.headers['user-agent'],
        }),
      )
      return { token }
    },
  )

  app.get(
    '/auth/me/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: signedIn,
        response: { 200: User },
      },
    },
    async (request) => toUser(requireViewer(request.viewer)),
  )

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the login token of this request',
        security: signedIn,
        response: { 200: Detail },
      },
    },
    async (request) => {
      await logout(app.db, request.website.uid, requireViewer(request.viewer))
      return { detail: AuthMessage.SignedOut }
    },
  )

  app.post(
    '/auth/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account, optionally from an invitation',
        body: RegisterBody,
        response: { 201: User },
      },
      ...limited('register', bodyEmail),
    },
    async (request, reply) => {
      const user = await register(app.db, request.website, request.body, options)
      const language = chosenLanguage(request.headers.cookie)
      // The account exists whatever becomes of the welcome: a queue outage is only logged.
      await mailWelcome(app.mailer, request.website, user, language).catch((error: unknown) =>
        request.log.error({ err: error }, 'welcome mail failed'),
      )
      return reply.status(201).send(user)
    },
  )

  app.get(
    '/auth/invitations/:invitationId/',
    {
      schema: {
        tags: ['auth'],
        summary: 'An invitation that can still be accepted',
        params: InvitationParams,
        response: { 200: Invitation },
      },
    },
    async (request) => {
      requireAuthEnabled(request.website)
      return getOpenInvitation(app.db, request.website.uid, request.params.invitationId)
    },
  )

  app.post(
    '/password/reset/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the answer is the same for unknown addresses',
        body: PasswordResetBody,
        response: { 200: Detail },
      },
      ...limited('password-reset', bodyEmail),
    },
    async (request) => {
      requireAuthEnabled(request.website)
      const sending = sendPasswordReset(app.db, app.mailer, request.website, request.body.email, {
        ...config,
        language: chosenLanguage(request.headers.cookie),
      })
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
        .finally(() => mailsInFlight.delete(sending))
      mailsInFlight.add(sending)
      return { detail: AuthMessage.PasswordResetSent }
    },
  )

  app.post(
    '/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a mailed reset link',
        body: PasswordResetConfirmBody,
        response: { 200: Detail },
      },
    },
    async (request) => {
      requireAuthEnabled(request.website)
      const owner = await confirmPasswordReset(app.db, request.website, request.body, options)
      if (owner) {
        const language = chosenLanguage(request.headers.cookie)
        // The password changed whatever becomes of the notice: a queue outage is only logged.
        await mailPasswordChanged(app.mailer, request.website, owner, language, new Date()).catch(
          (error: unknown) => request.log.error({ err: error }, 'password changed mail failed'),
        )
      }
      return { detail: AuthMessage.PasswordResetDone }
    },
  )
}
