import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { ACCOUNT_PATH } from '../../../contract/values/account.ts'
import { formatUserCode, normalizeUserCode } from '../../../contract/values/device-sign-in.ts'
import { refusalOf } from '../../api/api-error.ts'
import { postApproveDevice } from '../../api/device-sign-in.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/activate/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** The code as the TV shows it, once its 8 letters are typed: `bcdfghjk` → `BCDF-GHJK`. */
function shown(typed: string): string {
  const letters = normalizeUserCode(typed)
  return letters.length === 8 ? formatUserCode(letters) : typed
}

/**
 * /activate (?code=…, the TV's QR code) — sign-in on a TV by a code (issue 48 part 3): the
 * viewer, signed in here, confirms the code their TV shows, and the TV signs in with their
 * account. A signed-out visitor signs in first and comes back.
 */
export function ActivatePage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('activate.title'))
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const [code, setCode] = useState(shown(params.get('code') ?? ''))
  const approve = useMutation({ mutationFn: postApproveDevice })
  const failure = approve.isError ? refusalOf(approve.error, t('form.genericError')) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    approve.mutate(code)
  }

  let body
  if (approve.isSuccess) {
    body = (
      <>
        <Alert role="status">{t('activate.done')}</Alert>
        <Button variant="outlined" component={Link} to={ACCOUNT_PATH}>
          {t('activate.account')}
        </Button>
      </>
    )
  } else if (!signedIn) {
    body = (
      <Button variant="contained" component={Link} to={paths.authLogin(`${pathname}${search}`)}>
        {t('activate.signIn')}
      </Button>
    )
  } else {
    const wrong = failure?.field === 'user_code'
    body = (
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ width: '100%' }}>
        {failure && !wrong && <Alert severity="error">{failure.message}</Alert>}
        <TextField
          label={t('activate.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => setCode(shown(code))}
          error={wrong}
          helperText={wrong ? failure.message : t('activate.codeHelp')}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
          }}
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          loading={approve.isPending}
          disabled={!code.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('activate.submit')}
        </Button>
      </Stack>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('activate.title')}
      </Typography>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 560 }}>
        <Typography>{t('activate.intro', { name: website.name })}</Typography>
        {body}
      </Stack>
    </Container>
  )
}
