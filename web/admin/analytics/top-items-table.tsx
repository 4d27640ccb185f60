import Table from '@mui/material/Table'
import TableContainer from '@mui/material/TableContainer'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import type { ReactNode } from 'react'

/** One column of a top-items table: its heading and what each row shows in it. */
export interface TopItemsColumn<Row> {
  label: string
  value: (row: Row) => ReactNode
  numeric?: boolean
}

/**
 * The ranked items of a period, as a table captioned with its title; `empty` when none. Rows in
 * another order than a rank (`ranked` false) have no rank column.
 */
export function TopItemsTable<Row extends { item_uid: string; name: string }>(props: {
  caption: string
  rows: Row[]
  columns: TopItemsColumn<Row>[]
  itemLabel: string
  empty: string
  ranked?: boolean
}) {
  const ranked = props.ranked ?? true
  if (props.rows.length === 0) {
    return <Typography color="text.secondary">{props.empty}</Typography>
  }
  // A phone scrolls a wide table in its card, not the whole page.
  return (
    <TableContainer>
      <Table size="small">
        <caption style={visuallyHidden}>{props.caption}</caption>
        <TableHead>
          <TableRow>
            {ranked && <TableCell>#</TableCell>}
            <TableCell>{props.itemLabel}</TableCell>
            {props.columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row, index) => (
            <TableRow key={row.item_uid}>
              {ranked && <TableCell>{index + 1}</TableCell>}
              <TableCell>{row.name || '—'}</TableCell>
              {props.columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
