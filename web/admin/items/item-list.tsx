import LiveTvIcon from '@mui/icons-material/LiveTv'
import {
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  TopToolbar,
  usePermissions,
} from 'react-admin'
import { Link } from 'react-router-dom'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'
import type { AdminRecord } from '../record.ts'
import { PublicationField } from './publication-field.tsx'
import { TYPE_CHOICES, VISIBILITY_CHOICES } from './item-choices.ts'
import { useItemFilters } from './item-filters.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const categoryNames = (item: AdminItem) =>
  item.categories.map((category) => category.name).join(', ')

/** Filters; and for staff who write content, a new playlist or a new live event. */
function ItemListActions() {
  const { permissions } = usePermissions<StaffPermission[]>()
  const editable = permissions?.includes('catalogue.edit') ?? false
  return (
    <TopToolbar>
      <FilterButton />
      {editable && <CreateButton />}
      {editable && (
        <Button component={Link} to="/live_events/create" label="vitrine.live.create">
          <LiveTvIcon />
        </Button>
      )}
    </TopToolbar>
  )
}

/** Every item of the website, published or not: sorted, filtered and paged by the server. */
export function ItemList() {
  return (
    <List
      actions={<ItemListActions />}
      empty={<EmptyList />}
      exporter={false}
      filters={useItemFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminItem>>
        card={{
          title: (item) => item.name,
          aside: () => <SelectField source="type" choices={TYPE_CHOICES} />,
          details: (item) => [
            <SelectField key="visibility" source="visibility_type" choices={VISIBILITY_CHOICES} />,
            <PublicationField key="publication" />,
            categoryNames(item),
          ],
          opens: 'show',
        }}
      >
        <DataTable<AdminRecord<AdminItem>> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="type">
            <SelectField source="type" choices={TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="visibility_type">
            <SelectField source="visibility_type" choices={VISIBILITY_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="published_at">
            <PublicationField />
          </DataTable.Col>
          <DataTable.Col source="categories" disableSort render={categoryNames} />
          <DataTable.NumberCol source="prices_count" disableSort />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
