import Box from '@mui/material/Box'
import { setFocus } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { DeviceCodeAnswer } from '../../../contract/schemas/auth.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useBackKey } from './back-key.ts'
import { pollDeviceToken, useDeviceCode } from './device-sign-in-calls.ts'
import { stepAfterPoll } from './device-sign-in-state.ts'
import { TvButton } from './focusable.tsx'
import { QrCode } from './qr-code.tsx'
import { TV_HOME_PATH } from './tv-paths.ts'

const NEW_CODE = 'tv-new-code'

/** `https://shop.example/activate` → `shop.example/activate`: what the viewer types. */
const shortAddress = (address: string) => address.replace(/^https?:\/\//, '')

/**
 * Polls until the viewer confirms `code` on their phone (then signs in and goes home), or it
 * expires. Each poll waits for the one before; leaving the screen stops them.
 */
function usePollUntilConfirmed(code: DeviceCodeAnswer | undefined, onExpired: () => void) {
  const signIn = useSession((state) => state.signIn)
  const navigate = useNavigate()
  const expired = useRef(onExpired)
  useEffect(() => {
    expired.current = onExpired
  })
  useEffect(() => {
    if (!code) return
    const grant = {
      intervalSeconds: code.interval,
      expiresAtMs: Date.now() + code.expires_in * 1000,
    }
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const poll = async () => {
      const step = stepAfterPoll(await pollDeviceToken(code.device_code), grant, Date.now())
      if (stopped) return
      if (step.next === 'sign-in') {
        signIn(step.token)
        void navigate(TV_HOME_PATH, { replace: true })
      } else if (step.next === 'expired') expired.current()
      else timer = setTimeout(() => void poll(), step.delayMs)
    }
    timer = setTimeout(() => void poll(), grant.intervalSeconds * 1000)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [code, signIn, navigate])
}

/**
 * /tv/sign-in — sign-in on the TV by a code (issue 48 part 3, RFC 8628): the code, a QR code of
 * /activate with the code in it and its short address; the viewer confirms on their phone, and
 * the TV signs in within a poll's interval. An expired code offers a new one.
 */
export function TvSignInPage() {
  const { t } = useTranslation()
  usePageTitle(t('tv.signInTitle'))
  const navigate = useNavigate()
  useBackKey(() => void navigate(TV_HOME_PATH))
  const [attempt, setAttempt] = useState(0)
  const [expired, setExpired] = useState<number | null>(null)
  const asked = useDeviceCode(attempt)
  const code = expired === attempt ? undefined : asked.data
  usePollUntilConfirmed(code, () => setExpired(attempt))
  const stuck = asked.isError || expired === attempt

  useEffect(() => {
    if (stuck) void setFocus(NEW_CODE)
  }, [stuck])

  return (
    <Box sx={{ maxWidth: '70em', mx: 'auto' }}>
      <Box component="h1" sx={{ fontSize: '1.8em', mt: 0 }}>
        {t('tv.signInTitle')}
      </Box>
      {stuck ? (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1em' }}
        >
          <Box role="alert">{asked.isError ? t('tv.codeFailed') : t('tv.codeExpired')}</Box>
          <TvButton focusKey={NEW_CODE} primary onEnter={() => setAttempt((n) => n + 1)}>
            {t('tv.newCode')}
          </TvButton>
        </Box>
      ) : code ? (
        <Box sx={{ display: 'flex', gap: '3em', alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 18em' }}>
            <p>{t('tv.signInStep', { address: shortAddress(code.verification_uri) })}</p>
            <Box
              aria-label={t('tv.code')}
              role="group"
              sx={{ fontSize: '2.6em', fontWeight: 700, letterSpacing: '0.12em', my: '0.3em' }}
            >
              {code.user_code}
            </Box>
            <p>{t('tv.signInScan')}</p>
            <Box role="status" sx={{ color: 'text.secondary' }}>
              {t('tv.waiting')}
            </Box>
          </Box>
          <QrCode
            address={code.verification_uri_complete}
            label={t('tv.qrActivate')}
            size="clamp(160px, 22vw, 420px)"
          />
        </Box>
      ) : (
        <Box role="status">{t('tv.loading')}</Box>
      )}
      <Box component="p" sx={{ color: 'text.secondary', mt: '2em' }}>
        {t('tv.backHint')}
      </Box>
    </Box>
  )
}
