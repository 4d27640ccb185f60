import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  AdminLiveEvent,
  AdminLiveEventChange,
  AdminLiveEventInput,
  AdminLiveEventParams,
  AdminLiveFigures,
  AdminLiveIngest,
} from '../../../contract/schemas/admin-live.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { closeLivePlaylists } from './ingest-packager.ts'
import { liveDir } from './ingest-packager.ts'
import {
  changeLiveEvent,
  createLiveEvent,
  endLiveEvent,
  getLiveEvent,
  getLiveIngest,
  regenerateLiveKey,
  type LiveScope,
} from './service.ts'
import { getLiveFigures } from './stats-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/**
 * The staff's live events (issue 45), under the staff API: created by those who write content,
 * their key shown, regenerated and the event ended by those who may publish. Every change audited.
 */
export const liveStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scope = (request: FastifyRequest): LiveScope => ({
    db: app.db,
    websiteUid: request.website.uid,
    secret: app.config.secretKey,
  })
  // Where OBS publishes: this server's host, on RTMP_PORT (1935, RTMP's own, behind nginx).
  const rtmpUrl = () => {
    const host = new URL(app.config.publicUrl).hostname
    const port = app.config.rtmpPort || 1935
    return `rtmp://${host}${port === 1935 ? '' : `:${port}`}/live`
  }

  app.post(
    '/live-events/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a live event and its unpublished item',
        security,
        body: AdminLiveEventInput,
        response: { 201: AdminLiveEvent, ...refusals },
      },
    },
    async (request, reply) => {
      const event = await createLiveEvent(scope(request), request.viewer, request.body)
      return reply.status(201).send(event)
    },
  )

  app.get(
    '/live-events/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One live event',
        security,
        params: AdminLiveEventParams,
        response: { 200: AdminLiveEvent, ...refusals },
      },
    },
    async (request) => getLiveEvent(scope(request), request.viewer, request.params.uid),
  )

  app.patch(
    '/live-events/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a live event's start time or expected duration",
        security,
        params: AdminLiveEventParams,
        body: AdminLiveEventChange,
        response: { 200: AdminLiveEvent, ...refusals },
      },
    },
    async (request) =>
      changeLiveEvent(scope(request), request.viewer, request.params.uid, request.body),
  )

  app.get(
    '/live-events/:uid/figures/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The incoming stream (bitrate, picture size, frame rate) and the viewers now and at peak',
        security,
        params: AdminLiveEventParams,
        response: { 200: AdminLiveFigures, ...refusals },
      },
    },
    async (request) => getLiveFigures(scope(request), request.viewer, request.params.uid),
  )

  app.get(
    '/live-events/:uid/ingest/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Where and with what stream key to publish (OBS: server and stream key)',
        security,
        params: AdminLiveEventParams,
        response: { 200: AdminLiveIngest, ...refusals },
      },
    },
    async (request) => getLiveIngest(scope(request), request.viewer, request.params.uid, rtmpUrl()),
  )

  app.post(
    '/live-events/:uid/ingest/regenerate/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A new stream key; the old one opens nothing more',
        security,
        params: AdminLiveEventParams,
        response: { 200: AdminLiveIngest, ...refusals },
      },
    },
    async (request) =>
      regenerateLiveKey(scope(request), request.viewer, request.params.uid, rtmpUrl()),
  )

  app.post(
    '/live-events/:uid/end/',
    {
      schema: {
        tags: ['admin'],
        summary: 'End the live event: its publisher is dropped and its key opens nothing more',
        security,
        params: AdminLiveEventParams,
        response: { 200: AdminLiveEvent, ...refusals },
      },
    },
    async (request) => {
      const event = await endLiveEvent(scope(request), request.viewer, request.params.uid)
      await closeLivePlaylists(liveDir(app.config.mediaDir, event.uid))
      return event
    },
  )
}
