import { api } from './api.ts'

/** POST /auth/device/approve/ — the signed-in viewer confirms the code their TV shows. */
export function postApproveDevice(userCode: string): Promise<void> {
  return api<void>('/auth/device/approve/', { body: { user_code: userCode } })
}
