import type { FastifyReply } from 'fastify'
import { TOTAL_COUNT_HEADER } from '../../contract/values/admin-lists.ts'
import type { ListAnswer } from './list-page.ts'

/** Sends a page of a staff list: the rows as a JSON array, the total in X-Total-Count. */
export function sendList<Row>(reply: FastifyReply, answer: ListAnswer<Row>): Row[] {
  reply.header(TOTAL_COUNT_HEADER, String(answer.total))
  return answer.rows
}

/** How the OpenAPI description tells a list's paging, once for every list. */
export const LIST_DESCRIPTION =
  "Paged as react-admin's json-server data provider expects (contract/values/admin-lists.ts): " +
  '`_start`/`_end` (at most 100 rows), `_sort`/`_order` (ASC or DESC); the other parameters ' +
  'filter. Answers a JSON array; the `X-Total-Count` header says how many rows match in all. ' +
  'A parameter that is not valid answers 400 naming it.'
