import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { visuallyHidden } from '@mui/utils'
import { useTranslate } from 'react-admin'
import type { AdminOrderDetail } from '../../../contract/schemas/admin-orders.ts'
import { useMoney } from '../ui/use-money.ts'

type Order = Omit<AdminOrderDetail, 'lines'> & Partial<Pick<AdminOrderDetail, 'lines'>>

/** The total reads like the lines above it, in bold (a table's footer is smaller and grey). */
const TOTAL = { typography: 'body2', fontWeight: 'bold', color: 'text.primary' } as const

/** What a row of the table says: its label, and the amount it adds (or takes off). */
interface Row {
  label: string
  amount: string
}

/**
 * An order's lines as the buyer saw them, then what the coupon took off, the tip, and the total
 * they make: what the buyer was charged, as their receipt says it.
 */
export function OrderLines({ order }: { order: Order }) {
  const formatMoney = useMoney()
  const translate = useTranslate()
  const field = (name: string) => translate(`resources.orders.fields.${name}`)
  const money = (minorUnits: number) => formatMoney(minorUnits, order.currency)
  // Shown first from the list's row, the order has no lines until its page comes.
  const lines = order.lines ?? []
  const rows: Row[] = lines.map((line) => ({ label: line.label, amount: money(line.amount) }))
  if (order.coupon_code || order.discount > 0) {
    rows.push({
      label: translate('vitrine.order.coupon', { code: order.coupon_code ?? '—' }),
      amount: `−\u00a0${money(order.discount)}`,
    })
  }
  if (order.tip > 0) rows.push({ label: field('tip'), amount: money(order.tip) })
  return (
    <Table size="small" sx={{ maxWidth: 720 }}>
      <caption style={visuallyHidden}>{field('lines')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{field('label')}</TableCell>
          <TableCell align="right">{field('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {row.amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={TOTAL}>{field('total')}</TableCell>
          <TableCell align="right" sx={{ ...TOTAL, whiteSpace: 'nowrap' }}>
            {money(order.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}
