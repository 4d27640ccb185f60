import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DeviceCodeAnswer } from '../../../../contract/schemas/auth.ts'
import {
  ACTIVATE_PATH,
  DEVICE_CODE_SECONDS,
  DEVICE_POLL_SECONDS,
  DeviceTokenError,
  formatUserCode,
  normalizeUserCode,
  USER_CODE_LENGTH,
  USER_CODE_LETTERS,
} from '../../../../contract/values/device-sign-in.ts'
import type { Database } from '../../../db/schema.ts'
import { isUniqueViolation } from '../../../db/unique-violation.ts'
import { AppError, invalidField } from '../../../errors.ts'
import { DAY_MS } from '../../../lib/time-units.ts'
import type { Website } from '../../websites/service.ts'
import { issueLoginToken, newSecret, requireAuthEnabled } from '../service.ts'
import { hashToken, type Viewer } from '../viewer.ts'
import {
  approveDeviceSignIn,
  deleteOldDeviceSignIns,
  findDeviceSignIn,
  insertDeviceSignIn,
  useDeviceSignIn,
} from './repo.ts'

/**
 * Sign-in on a TV by a code (issue 48 part 3; RFC 8628): the TV asks for a code pair, shows the
 * short code and a QR code of /activate; the viewer, signed in on their phone, confirms it there;
 * the TV polls with its secret and gets a login token, once, named by the TV's User-Agent among
 * the account's devices (and signed out from there like any other).
 */

const UNKNOWN_CODE = 'This code is unknown or has expired: check the code on the TV.'

const newUserCode = () =>
  Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_LETTERS[randomInt(20)]).join('')

/** POST /auth/device/: a new code pair for a TV. */
export async function startDeviceSignIn(
  db: Kysely<Database>,
  website: Website,
  userAgent: string | undefined,
  now = new Date(),
): Promise<DeviceCodeAnswer> {
  requireAuthEnabled(website)
  await deleteOldDeviceSignIns(db, new Date(now.getTime() - DAY_MS).toISOString())
  const deviceCode = newSecret()
  // 20⁸ codes: two live at once on a site are rare; the unique index says so, and a new one is drawn.
  for (let attempt = 1; ; attempt++) {
    const userCode = newUserCode()
    try {
      await insertDeviceSignIn(db, {
        device_code_hash: hashToken(deviceCode),
        website_uid: website.uid,
        user_code: userCode,
        user_agent: userAgent?.slice(0, 512) ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DEVICE_CODE_SECONDS * 1000).toISOString(),
      })
      const address = new URL(ACTIVATE_PATH, website.publicUrl)
      const complete = new URL(address)
      complete.searchParams.set('code', userCode)
      return {
        device_code: deviceCode,
        user_code: formatUserCode(userCode),
        verification_uri: address.href,
        verification_uri_complete: complete.href,
        expires_in: DEVICE_CODE_SECONDS,
        interval: DEVICE_POLL_SECONDS,
      }
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error
    }
  }
}

const deviceError = (type: string, message: string) => new AppError(400, type, message)

/**
 * POST /auth/device/token/: the TV's login token once its code was confirmed; until then a 400
 * whose type says to wait (`authorization_pending`), to start again (`expired_token`), or that
 * the code is unknown or was used (`invalid_grant`).
 */
export async function pollDeviceSignIn(
  db: Kysely<Database>,
  website: Website,
  deviceCode: string,
  options: { tokenLifetimeDays: number },
  now = new Date(),
): Promise<string> {
  const hash = hashToken(deviceCode)
  const row = await findDeviceSignIn(db, website.uid, hash)
  if (!row || row.used_at) {
    throw deviceError(DeviceTokenError.Invalid, 'This sign-in code is unknown or was used.')
  }
  if (row.expires_at <= now.toISOString()) {
    throw deviceError(DeviceTokenError.Expired, 'This sign-in code has expired: ask for a new one.')
  }
  if (!row.approved_by) {
    throw deviceError(DeviceTokenError.Pending, 'The sign-in has not been confirmed yet.')
  }
  if (!(await useDeviceSignIn(db, website.uid, hash, now.toISOString()))) {
    throw deviceError(DeviceTokenError.Invalid, 'This sign-in code is unknown or was used.')
  }
  return issueLoginToken(
    db,
    website.uid,
    row.approved_by,
    { ...options, userAgent: row.user_agent ?? undefined },
    now,
  )
}

/** POST /auth/device/approve/: the signed-in viewer confirms the code their TV shows. */
export async function approveDevice(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer,
  typedCode: string,
  now = new Date(),
): Promise<void> {
  const code = normalizeUserCode(typedCode)
  if (code.length === 0) throw invalidField('user_code', 'This field is required.')
  if (code.length !== USER_CODE_LENGTH || [...code].some((c) => !USER_CODE_LETTERS.includes(c))) {
    throw invalidField('user_code', UNKNOWN_CODE)
  }
  if (!(await approveDeviceSignIn(db, website.uid, code, viewer.uid, now.toISOString()))) {
    throw invalidField('user_code', UNKNOWN_CODE)
  }
}
