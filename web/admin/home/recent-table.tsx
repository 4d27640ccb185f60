import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link, useTranslate } from 'react-admin'
import { DashboardSection } from '../analytics/dashboard-section.tsx'

/** A row of a small table: its record's address, its name with a date, and the other cells. */
export interface RecentRow {
  key: string
  to: string
  name: string
  date: string
  cells: ReactNode[]
}

/**
 * The latest rows of a list, in a small table that fits a phone (the date under the name, long
 * names broken), each name a link to its record, and a link to the whole list.
 */
export function RecentTable(props: {
  title: string
  headings: string[]
  rows: RecentRow[]
  empty: string
  all: { label: string; to: string }
}) {
  const translate = useTranslate()
  return (
    <DashboardSection
      title={translate(props.title)}
      actions={
        <Button component={Link} to={props.all.to} size="small" sx={{ flexShrink: 0 }}>
          {translate(props.all.label)}
        </Button>
      }
    >
      {props.rows.length === 0 ? (
        <Typography color="text.secondary">{translate(props.empty)}</Typography>
      ) : (
        <Table size="small" sx={{ tableLayout: 'fixed', width: '100%' }}>
          <TableHead>
            <TableRow>
              {props.headings.map((heading, index) => (
                <TableCell
                  key={heading}
                  align={index === 0 ? 'left' : 'right'}
                  sx={index === 0 ? undefined : { width: { xs: '32%', sm: '28%' } }}
                >
                  {translate(heading)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link to={row.to}>{row.name}</Link>
                  <Typography variant="body2" color="text.secondary">
                    {row.date}
                  </Typography>
                </TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} align="right" sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardSection>
  )
}
