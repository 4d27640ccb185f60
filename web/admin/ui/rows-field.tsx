import type { ReactNode } from 'react'
import { ListContextProvider, useList, useRecordContext } from 'react-admin'

/**
 * The rows a record holds under `source` (a customer's purchases…) as a list its children draw:
 * react-admin's ArrayField, with each row given the `id` lists key it by (its `uid`, else its
 * place), which the staff API's nested rows do not carry.
 */
export function RowsField({ source, children }: { source: string; children: ReactNode }) {
  const record = useRecordContext<Record<string, unknown> & { id: string }>()
  const value = record?.[source]
  const rows = (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map(
    (row, index) => ({ ...row, id: typeof row.uid === 'string' ? row.uid : index }),
  )
  const list = useList({ data: rows })
  return <ListContextProvider value={list}>{children}</ListContextProvider>
}
