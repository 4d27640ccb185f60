import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Detail } from '../../../contract/schemas/index.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { UnsubscribeQuery } from '../../../contract/schemas/account.ts'
import { AccountMessage } from '../../../contract/values/account.ts'
import { UNSUBSCRIBE_PATH } from '../../../contract/values/screen-paths.ts'
import { invalidField } from '../../errors.ts'
import { withdrawMarketingConsent } from '../account/profile.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'
import { countUnsubscribe } from './broadcasts/service.ts'

/**
 * The address every marketing mail's unsubscribe link and `List-Unsubscribe` header name. A POST
 * (a mail program's one-click `List-Unsubscribe=One-Click`, or the storefront page's button)
 * unsubscribes at once and again without harm; a GET is the storefront's page that asks first,
 * since mail scanners open links.
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['account'],
        summary: 'Stop marketing mail, by the signed token of a mailed link (RFC 8058)',
        querystring: UnsubscribeQuery,
        response: { 200: Detail, 400: ApiError },
      },
    },
    async (request) => {
      const { token, broadcast } = request.query
      const websiteUid = request.website.uid
      const userUid = verifyUnsubscribeToken(app.config.secretKey, websiteUid, token)
      if (!userUid || !(await withdrawMarketingConsent(app.db, websiteUid, userUid))) {
        throw invalidField('token', AccountMessage.UnsubscribeInvalid)
      }
      if (broadcast) {
        await countUnsubscribe(app.db, websiteUid, broadcast, userUid, new Date().toISOString())
      }
      return { detail: AccountMessage.Unsubscribed }
    },
  )
}
