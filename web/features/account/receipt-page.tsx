import { dateLocale } from '../../../contract/values/date-locale.ts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import GlobalStyles from '@mui/material/GlobalStyles'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link, Navigate, useParams } from 'react-router'
import type { AccountOrder } from '../../../contract/schemas/account.ts'
import { ACCOUNT_PATH, accountOrderPath } from '../../../contract/values/account.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/account/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useOrder } from './get-orders.ts'
import { orderMoney } from './money.ts'

/** On paper, only the receipt: the site's bars and the page's buttons stay on screen. */
const PRINT_ONLY_RECEIPT = {
  '@media print': { 'header, footer, nav, [data-screen-only]': { display: 'none !important' } },
}

function Receipt({ order }: { order: AccountOrder }) {
  const { t, i18n } = useTranslation()
  const website = useWebsite()
  const money = (minorUnits: number) => orderMoney(order, minorUnits, i18n.language)
  const when = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const totals: [string, number][] = []
  if (order.discount > 0) totals.push([t('account.orders.discount'), -order.discount])
  if (order.tip > 0) totals.push([t('account.orders.tip'), order.tip])
  return (
    <>
      <Typography variant="h6" component="p">
        {website.name}
      </Typography>
      <Typography>{t('account.orders.orderNumber', { uid: order.uid })}</Typography>
      {order.paid_at && (
        <Typography>
          {t('account.orders.paidOn', { date: when.format(new Date(order.paid_at)) })}
        </Typography>
      )}
      <Table size="small" sx={{ my: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('account.orders.item')}</TableCell>
            <TableCell align="right">{t('account.orders.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          {totals.map(([label, amount]) => (
            <TableRow key={label}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{money(amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
              {t('account.orders.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {money(order.total)}
            </TableCell>
          </TableRow>
          {order.refunded > 0 && (
            <TableRow>
              <TableCell>{t('account.orders.refundedAmount')}</TableCell>
              <TableCell align="right">{money(-order.refunded)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  )
}

/** /account/orders/{uid} — the receipt of one of the visitor's orders, ready to print. */
export function ReceiptPage() {
  const { t } = useTranslation()
  usePageTitle(t('account.orders.receiptTitle'))
  const { orderUid = '' } = useParams()
  const token = useSession((state) => state.token)
  const order = useOrder(token, orderUid)

  if (token === null) return <Navigate replace to={paths.authLogin(accountOrderPath(orderUid))} />

  let content
  if (order.isPending) content = <Skeleton variant="rectangular" height={240} />
  else if (order.isError) content = <Alert severity="error">{t('account.orders.notFound')}</Alert>
  else content = <Receipt order={order.data} />

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <GlobalStyles styles={PRINT_ONLY_RECEIPT} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.orders.receiptTitle')}
      </Typography>
      <div aria-busy={order.isPending}>{content}</div>
      <Stack direction="row" spacing={2} data-screen-only sx={{ mt: 2 }}>
        {order.isSuccess && (
          <Button variant="contained" onClick={() => window.print()}>
            {t('account.orders.print')}
          </Button>
        )}
        <Button component={Link} to={ACCOUNT_PATH}>
          {t('account.orders.back')}
        </Button>
      </Stack>
    </Container>
  )
}
