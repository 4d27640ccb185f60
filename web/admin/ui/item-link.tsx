import { Link, useCreatePath, useRecordContext } from 'react-admin'

/** A row that names an item: its uid and its name, both null when it has none. */
interface NamesAnItem {
  item_uid: string | null
  item_name: string | null
}

/**
 * The item a row names, linked to its page (`show` or `edit`) in the theme's colour, or a dash
 * when there is none. Its name comes with the row, so the row is drawn once, whole, without a call
 * for the items.
 */
export function ItemLink({ page }: { page: 'show' | 'edit' }) {
  const row = useRecordContext<NamesAnItem & { id: string }>()
  const createPath = useCreatePath()
  if (!row?.item_uid || row.item_name === null) return <>—</>
  const to = createPath({ resource: 'items', type: page, id: row.item_uid })
  return <Link to={to}>{row.item_name}</Link>
}
