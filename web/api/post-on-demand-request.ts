import type { OnDemandBody, OnDemandRequest } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/** POST /ondemand/requests/ — asks the site's staff for access to these items. */
export function postOnDemandRequest(items: string[]): Promise<OnDemandRequest> {
  const body: OnDemandBody = { type: 'on_demand', items }
  return api<OnDemandRequest>('/ondemand/requests/', { method: 'POST', body })
}
