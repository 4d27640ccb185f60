import { useQuery } from '@tanstack/react-query'
import type { DeviceCodeAnswer, LoginAnswer } from '../../../contract/schemas/auth.ts'
import { api } from '../../api/api.ts'
import { ApiError } from '../../api/api-error.ts'
import type { PollResult } from './device-sign-in-state.ts'

/**
 * POST /auth/device/ — a new code pair for this TV; `attempt` asks for another (a new-code
 * button). Kept as a query so that a screen drawn twice asks once.
 */
export function useDeviceCode(attempt: number) {
  return useQuery({
    queryKey: ['tv', 'device-code', attempt],
    queryFn: () => api<DeviceCodeAnswer>('/auth/device/', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

/** POST /auth/device/token/ — one poll: the token, or why there is none yet. */
export async function pollDeviceToken(deviceCode: string): Promise<PollResult> {
  try {
    const answer = await api<LoginAnswer>('/auth/device/token/', {
      body: { device_code: deviceCode },
    })
    return { token: answer.token }
  } catch (error) {
    return { failure: error instanceof ApiError ? error.type : 'network_error' }
  }
}
