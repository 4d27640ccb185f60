import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { dateLocale } from '../../../contract/values/date-locale.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/gifts/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { refusalOf } from '../../api/api-error.ts'
import { GIFTS_KEY, getGifts, postResendGift } from '../../api/gifts.ts'

/** The gifts the visitor bought: for whom, what, when, whether received; "resend" when it may. */
export function GiftsSection() {
  const { t, i18n } = useTranslation()
  const token = useSession((state) => state.token)
  const queryClient = useQueryClient()
  const gifts = useQuery({ queryKey: GIFTS_KEY, queryFn: getGifts, enabled: token !== null })
  const resend = useMutation({
    mutationFn: postResendGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY }),
  })
  const day = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  })

  // Most customers never give one: no empty section for them, nor a placeholder meanwhile.
  if (gifts.isPending || (gifts.isSuccess && gifts.data.results.length === 0)) return null
  let content
  if (gifts.isError) {
    content = <Typography color="error">{t('account.loadFailed')}</Typography>
  } else {
    content = (
      <List sx={{ maxWidth: 720 }}>
        {gifts.data.results.map((gift) => (
          <ListItem key={gift.uid} divider>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <ListItemText
                primary={gift.label}
                secondary={`${t('gifts.list.recipient')} ${gift.recipient_email} · ${t(
                  'gifts.list.deliverOn',
                )} ${day.format(new Date(`${gift.deliver_on}T00:00:00Z`))} · ${t(
                  `gifts.list.statuses.${gift.status}`,
                )}`}
                sx={{ overflowWrap: 'anywhere' }}
              />
              {gift.can_resend && (
                <Button
                  onClick={() => resend.mutate(gift.uid)}
                  loading={resend.isPending && resend.variables === gift.uid}
                  aria-label={`${t('gifts.list.resend')} — ${gift.recipient_email}`}
                  sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
                >
                  {t('gifts.list.resend')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    )
  }
  return (
    <LabelledSection title={t('gifts.list.title')} sx={{ mb: 4 }}>
      {resend.isSuccess && (
        <Alert role="status" sx={{ mb: 2, maxWidth: 720 }}>
          {t('gifts.list.resent', { email: resend.data.recipient_email })}
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="error" sx={{ mb: 2, maxWidth: 720 }}>
          {refusalOf(resend.error, t('form.genericError')).message}
        </Alert>
      )}
      {content}
    </LabelledSection>
  )
}
