import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  DeviceApproveBody,
  DeviceCodeAnswer,
  DeviceTokenBody,
  LoginAnswer,
} from '../../../../contract/schemas/auth.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { limitAttemptsPerIpAndAccount } from '../../../http/attempt-limits.ts'
import { requireViewer } from '../viewer.ts'
import { approveDevice, pollDeviceSignIn, startDeviceSignIn } from './service.ts'

const TOKEN_ERRORS =
  'Until the code is confirmed, a 400 whose `type` is `authorization_pending` (poll again after `interval` seconds); `expired_token` once its ten minutes are over (ask for a new code); `invalid_grant` for a code unknown or already used.'

/** Sign-in on a TV by a code (RFC 8628): the TV's two calls and the viewer's confirmation. */
export const deviceSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/device/',
    {
      schema: {
        tags: ['auth'],
        summary: 'A TV asks for a sign-in code to show; the viewer confirms it at /activate',
        response: { 200: DeviceCodeAnswer, 429: ApiError },
      },
      preHandler: limitAttemptsPerIpAndAccount(app, 'device-code'),
    },
    async (request) => startDeviceSignIn(app.db, request.website, request.headers['user-agent']),
  )

  app.post(
    '/auth/device/token/',
    {
      schema: {
        tags: ['auth'],
        summary: "The TV polls with its device code: a login token once it's confirmed",
        description: TOKEN_ERRORS,
        body: DeviceTokenBody,
        response: { 200: LoginAnswer, 400: ApiError },
      },
    },
    async (request) => ({
      token: await pollDeviceSignIn(app.db, request.website, request.body.device_code, app.config),
    }),
  )

  app.post(
    '/auth/device/approve/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in viewer confirms the code their TV shows',
        description:
          'A wrong, expired or already confirmed code is a 400 naming `user_code`; tries are limited per address and per account (429).',
        security: [{ WebsiteToken: [] }],
        body: DeviceApproveBody,
        response: { 204: Type.Null(), 400: ApiError, 401: ApiError, 429: ApiError },
      },
      preHandler: limitAttemptsPerIpAndAccount(
        app,
        'device-approve',
        (request) => request.viewer?.email,
      ),
    },
    async (request, reply) => {
      await approveDevice(
        app.db,
        request.website,
        requireViewer(request.viewer),
        request.body.user_code,
      )
      return reply.status(204).send(null)
    },
  )
}
