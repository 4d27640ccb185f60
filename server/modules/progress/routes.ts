import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ApiError } from '../../../contract/schemas/errors.ts'
import {
  ContinueWatchingEntry,
  ProgressBeacon,
  ProgressParams,
  ProgressReceipt,
  ProgressReport,
  WatchHistoryPage,
  WatchHistoryQuery,
} from '../../../contract/schemas/progress.ts'
import {
  CONTINUE_WATCHING_PATH,
  PROGRESS_BEACON_PATH,
  PROGRESS_PATH,
  WATCH_HISTORY_PATH,
} from '../../../contract/values/progress.ts'
import { AppError } from '../../errors.ts'
import { ErrorType } from '../../../contract/schemas/errors.ts'
import { requireViewer } from '../auth/viewer.ts'
import {
  clearProgress,
  forgetProgress,
  getContinueWatching,
  getWatchHistory,
  recordBeaconProgress,
  recordProgress,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const tags = ['progress']
/** A beacon's report is a few hundred bytes. */
const BEACON_BODY_LIMIT = 4096

/** Playback progress of a signed-in viewer: positions, viewer events, "continue watching". */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // `navigator.sendBeacon` sends a string as text/plain (no preflight, no headers): read it as
  // JSON. Only this plugin's routes are concerned.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)))
      } catch {
        done(new AppError(400, ErrorType.ValidationError, 'The body is not JSON.'), undefined)
      }
    },
  )

  const caller = (request: FastifyRequest) => ({
    db: app.db,
    website: request.website,
    viewer: requireViewer(request.viewer),
  })

  app.put(
    `${PROGRESS_PATH}:media_uid/`,
    {
      schema: {
        tags,
        summary: 'Report where the viewer is in a media of an item (kept at most every 10 s)',
        description:
          'Keeps the latest position per user, website and media and appends a viewer event. ' +
          'A report less than 9 s after the last one written for the same viewer and media is ' +
          'not written (`recorded: false`), except `completed` on an unfinished media.',
        security,
        params: ProgressParams,
        body: ProgressReport,
        response: {
          200: ProgressReceipt,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    async (request) => recordProgress(caller(request), request.params.media_uid, request.body),
  )

  app.post(
    PROGRESS_BEACON_PATH,
    {
      schema: {
        tags,
        summary: 'The same report, sent by navigator.sendBeacon when the page hides',
        description:
          'A beacon cannot set headers, so the login token comes in the body (JSON sent as ' +
          'text/plain, which needs no preflight). Answers 204 whether written or not.',
        consumes: ['text/plain', 'application/json'],
        body: ProgressBeacon,
        response: { 204: Type.Null(), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await recordBeaconProgress(
        { db: app.db, website: request.website, viewer: null },
        request.body,
      )
      return reply.status(204).send(null)
    },
  )

  app.get(
    CONTINUE_WATCHING_PATH,
    {
      schema: {
        tags,
        summary: 'Items the viewer started and has not finished, most recent first',
        security,
        response: { 200: Type.Array(ContinueWatchingEntry), 401: ApiError },
      },
    },
    async (request) => getContinueWatching(caller(request)),
  )

  app.delete(
    PROGRESS_PATH,
    {
      schema: {
        tags,
        summary: 'Forget every position of the viewer (their watch history)',
        security,
        response: { 204: Type.Null(), 401: ApiError },
      },
    },
    async (request, reply) => {
      await clearProgress(caller(request))
      return reply.status(204).send(null)
    },
  )

  app.get(
    WATCH_HISTORY_PATH,
    {
      schema: {
        tags,
        summary: "The viewer's watch history: every media they played, most recent first",
        security,
        querystring: WatchHistoryQuery,
        response: { 200: WatchHistoryPage, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => getWatchHistory(caller(request), request.query),
  )

  app.delete(
    `${PROGRESS_PATH}:media_uid/`,
    {
      schema: {
        tags,
        summary: 'Forget where the viewer was in one media (take it out of their history)',
        security,
        params: ProgressParams,
        response: { 204: Type.Null(), 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await forgetProgress(caller(request), request.params.media_uid)
      return reply.status(204).send(null)
    },
  )
}
