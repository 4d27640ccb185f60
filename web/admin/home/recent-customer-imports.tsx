import { useTranslate } from 'react-admin'
import type { CustomerImport } from '../../../contract/schemas/admin-customer-imports.ts'
import { listLink } from './list-link.ts'
import { RecentTable } from './recent-table.tsx'

/**
 * The latest customer imports: how many customers each created and updated, its date and status;
 * each opens the imports list in that status.
 */
export function RecentCustomerImports(props: {
  imports: CustomerImport[]
  date: (iso: string) => string
}) {
  const translate = useTranslate()
  return (
    <RecentTable
      title="vitrine.home.lastCustomerImports"
      headings={['vitrine.home.customers', 'vitrine.home.status']}
      empty="vitrine.home.noCustomerImports"
      all={{ label: 'vitrine.home.allCustomerImports', to: listLink('customer_imports') }}
      rows={props.imports.map((row) => ({
        key: row.uid,
        to: listLink('customer_imports', { status: row.status }),
        name: translate('vitrine.home.customerImportCounts', {
          created: row.created_count,
          updated: row.updated_count,
        }),
        date: props.date(row.created_at),
        cells: [translate(`vitrine.customerImport.status.${row.status}`)],
      }))}
    />
  )
}
