import { dateLocale } from '../../../contract/values/date-locale.ts'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { accountOrderPath } from '../../../contract/values/account.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { useOrders } from './get-orders.ts'
import { orderMoney } from './money.ts'

/** The visitor's paid orders, each with a link to its printable receipt. */
export function OrdersSection() {
  const { t, i18n } = useTranslation()
  const token = useSession((state) => state.token)
  const orders = useOrders(token)
  const day = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' })

  let content
  if (orders.isPending) content = <Skeleton variant="rectangular" height={56} />
  else if (orders.isError)
    content = <Typography color="error">{t('account.loadFailed')}</Typography>
  else if (orders.data.length === 0) {
    content = <Typography color="text.secondary">{t('account.orders.none')}</Typography>
  } else {
    content = (
      <List sx={{ maxWidth: 720 }}>
        {orders.data.map((order) => {
          const date = day.format(new Date(order.created_at))
          return (
            <ListItem
              key={order.uid}
              divider
              secondaryAction={
                <Button
                  component={Link}
                  to={accountOrderPath(order.uid)}
                  aria-label={t('account.orders.receiptOf', { date })}
                >
                  {t('account.orders.receipt')}
                </Button>
              }
            >
              <ListItemText
                primary={t('account.orders.summary', {
                  date,
                  total: orderMoney(order, order.total, i18n.language),
                })}
                secondary={
                  order.status === 'refunded'
                    ? t('account.orders.refunded')
                    : t('account.orders.paid')
                }
                sx={{ pr: 16 }}
              />
            </ListItem>
          )
        })}
      </List>
    )
  }
  return (
    <LabelledSection title={t('account.orders.title')} sx={{ mb: 4 }}>
      {content}
    </LabelledSection>
  )
}
