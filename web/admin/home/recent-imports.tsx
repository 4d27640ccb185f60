import { useTranslate } from 'react-admin'
import type { AdminMediaImport } from '../../../contract/schemas/admin-media-imports.ts'
import { listLink } from './list-link.ts'
import { RecentTable } from './recent-table.tsx'

/** The latest video imports: file and date, status; each opens its item, or the imports list. */
export function RecentImports(props: {
  imports: AdminMediaImport[]
  date: (iso: string) => string
}) {
  const translate = useTranslate()
  return (
    <RecentTable
      title="vitrine.home.lastImports"
      headings={['vitrine.home.file', 'vitrine.home.status']}
      empty="vitrine.home.noImports"
      all={{ label: 'vitrine.home.allImports', to: listLink('media_imports') }}
      rows={props.imports.map((row) => ({
        key: row.uid,
        to: row.item_uid
          ? `/items/${row.item_uid}/show`
          : listLink('media_imports', { status: row.status }),
        name: row.file_name,
        date: props.date(row.created_at),
        cells: [translate(`vitrine.importStatus.${row.status}`)],
      }))}
    />
  )
}
