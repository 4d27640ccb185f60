import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  Account,
  AccountDeleteBody,
  AccountOrder,
  AccountOrderParams,
  AccountPatch,
  AccountSession,
  AccountSessionParams,
  EmailChangeBody,
  EmailChangeConfirmBody,
  PasswordChangeBody,
} from '../../../contract/schemas/account.ts'
import { AccountMessage } from '../../../contract/values/account.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { Detail } from '../../../contract/schemas/index.ts'
import { limitAttemptsPerIpAndAccount } from '../../http/attempt-limits.ts'
import { chosenLanguage } from '../../lib/chosen-language.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { requireAuthEnabled } from '../auth/service.ts'
import { requireViewer } from '../auth/viewer.ts'
import { exportUserData } from './data-export.ts'
import { confirmEmailChange, requestEmailChange } from './email-change.ts'
import { deleteAccount } from './erase.ts'
import { getOrder, listOrders } from './orders.ts'
import { mailPasswordChanged } from '../auth/password-changed-mail.ts'
import { changePassword } from './password-change.ts'
import { getAccount, updateAccount } from './profile.ts'
import { listSessions, signOutOtherSessions, signOutSession } from './sessions.ts'

const security = [{ WebsiteToken: [] }]
const tags = ['account']
const failures = { 400: ApiError, 401: ApiError, 409: ApiError }

/** The signed-in user's account page (issue 17): profile, e-mail, password, devices, data. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caller = (request: FastifyRequest) => ({
    db: app.db,
    website: request.website,
    viewer: requireViewer(request.viewer),
    passwords: app.passwords,
  })
  // Calls that check the password are password guesses too: limited per IP and per account.
  const passwordGuess = (action: string) =>
    limitAttemptsPerIpAndAccount(app, action, (request) => request.viewer?.uid)

  app.get(
    '/account/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        security,
        response: { 200: Account, 401: ApiError },
      },
    },
    async (request) => getAccount(caller(request)),
  )

  app.patch(
    '/account/',
    {
      schema: {
        tags,
        summary: 'Change the first and last name',
        security,
        body: AccountPatch,
        response: { 200: Account, ...failures },
      },
    },
    async (request) => updateAccount(caller(request), request.body),
  )

  app.post(
    '/account/password/',
    {
      schema: {
        tags,
        summary: 'Change the password; every other device is signed out',
        security,
        body: PasswordChangeBody,
        response: { 200: Detail, ...failures },
      },
      preHandler: passwordGuess('password-change'),
    },
    async (request) => {
      const owner = await changePassword(caller(request), request.body)
      const language = chosenLanguage(request.headers.cookie)
      // The password changed whatever becomes of the notice: a queue outage is only logged.
      await mailPasswordChanged(app.mailer, request.website, owner, language, new Date()).catch(
        (error: unknown) => request.log.error({ err: error }, 'password changed mail failed'),
      )
      return { detail: AccountMessage.PasswordChanged }
    },
  )

  app.post(
    '/account/email/',
    {
      schema: {
        tags,
        summary: 'Mail a link to the new address; the address changes when it is opened',
        security,
        body: EmailChangeBody,
        response: { 202: Detail, ...failures },
      },
      preHandler: passwordGuess('email-change'),
    },
    async (request, reply) => {
      const who = caller(request)
      const language = chosenLanguage(request.headers.cookie)
      await requestEmailChange({ ...who, mailer: app.mailer, language }, request.body)
      return reply.status(202).send({ detail: AccountMessage.EmailChangeSent })
    },
  )

  app.post(
    '/account/email/confirm/',
    {
      schema: {
        tags,
        summary: 'Move the account to the address of a mailed link',
        body: EmailChangeConfirmBody,
        response: { 200: Detail, 400: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      requireAuthEnabled(request.website)
      await confirmEmailChange(app.db, request.website, request.body.token)
      return { detail: AccountMessage.EmailChangeDone }
    },
  )

  app.get(
    '/account/sessions/',
    {
      schema: {
        tags,
        summary: 'The devices signed in to the account, newest first',
        security,
        response: { 200: Type.Array(AccountSession), 401: ApiError },
      },
    },
    async (request) => listSessions(caller(request)),
  )

  app.delete(
    '/account/sessions/:sessionId/',
    {
      schema: {
        tags,
        summary: 'Sign one device out',
        security,
        params: AccountSessionParams,
        response: { 204: Type.Null(), 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await signOutSession(caller(request), request.params.sessionId)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/account/sessions/sign-out-others/',
    {
      schema: {
        tags,
        summary: 'Sign out every device but this one',
        security,
        response: { 200: Detail, 401: ApiError },
      },
    },
    async (request) => {
      await signOutOtherSessions(caller(request))
      return { detail: AccountMessage.OthersSignedOut }
    },
  )

  app.get(
    '/account/export/',
    {
      schema: {
        tags,
        summary: 'Download everything the website holds about the user, as JSON',
        security,
        response: { 200: Type.Unknown(), 401: ApiError },
      },
    },
    async (request, reply) => {
      const data = await exportUserData(caller(request))
      const day = data.exported_at.slice(0, 10)
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .send(data)
    },
  )

  app.get(
    '/account/orders/',
    {
      schema: {
        tags,
        summary: 'The user’s paid orders, newest first, as their receipts show them',
        security,
        response: { 200: Type.Array(AccountOrder), 401: ApiError },
      },
    },
    async (request) => listOrders(caller(request)),
  )

  app.get(
    '/account/orders/:orderUid/',
    {
      schema: {
        tags,
        summary: 'One paid order of the user: its receipt',
        security,
        params: AccountOrderParams,
        response: { 200: AccountOrder, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => getOrder(caller(request), request.params.orderUid),
  )

  app.post(
    '/account/delete/',
    {
      schema: {
        tags,
        summary: 'Erase the account (GDPR): personal data removed, orders kept anonymised',
        security,
        body: AccountDeleteBody,
        response: { 204: Type.Null(), ...failures },
      },
      preHandler: passwordGuess('account-delete'),
    },
    async (request, reply) => {
      await deleteAccount({ ...caller(request), store: mediaStoreOf(app.config) }, request.body)
      return reply.status(204).send(null)
    },
  )
}
