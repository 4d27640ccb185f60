import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/gifts/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { refusalOf } from '../../api/api-error.ts'
import { postRedeemGift } from '../../api/gifts.ts'

/**
 * /gift?code=… — the link of a gift's mail. Redeeming needs an account: a signed-out visitor
 * signs in or registers and comes back here; then one button makes the gift theirs.
 */
export function GiftRedeemPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('gifts.redeem.title'))
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const [code, setCode] = useState(params.get('code') ?? '')
  const redeem = useMutation({ mutationFn: postRedeemGift })
  const here = `${pathname}${search}`
  const failure = redeem.isError ? refusalOf(redeem.error, t('form.genericError')) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    redeem.mutate(code.trim())
  }

  let body
  if (redeem.isSuccess) {
    const slug = redeem.data.item_slug
    body = (
      <>
        <Alert role="status">{t('gifts.redeem.done', { label: redeem.data.label })}</Alert>
        <Button variant="contained" component={Link} to={slug ? paths.item(slug) : paths.myStuff()}>
          {slug ? t('gifts.redeem.watch') : t('gifts.redeem.myStuff')}
        </Button>
      </>
    )
  } else if (!signedIn) {
    body = (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={Link} to={paths.authLogin(here)}>
          {t('gifts.redeem.signIn')}
        </Button>
        <Button
          variant="outlined"
          component={Link}
          to={paths.authRegister(`?redirect=${encodeURIComponent(here)}`)}
        >
          {t('gifts.redeem.register')}
        </Button>
      </Stack>
    )
  } else {
    body = (
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ width: '100%' }}>
        {failure && failure.field !== 'code' && <Alert severity="error">{failure.message}</Alert>}
        <TextField
          label={t('gifts.redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={failure?.field === 'code'}
          helperText={failure?.field === 'code' ? failure.message : undefined}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          loading={redeem.isPending}
          disabled={!code.trim()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('gifts.redeem.submit')}
        </Button>
      </Stack>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('gifts.redeem.title')}
      </Typography>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 560 }}>
        <Typography>{t('gifts.redeem.intro', { name: website.name })}</Typography>
        {body}
      </Stack>
    </Container>
  )
}
