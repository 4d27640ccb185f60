import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import type { CustomerImport } from '../../../contract/schemas/admin-customer-imports.ts'
import { CUSTOMER_IMPORT_STATUSES } from '../../../contract/values/admin-customer-imports.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { refetchWhileBusy, WorkState } from '../ui/background-work.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<CustomerImport>

const STATUS_CHOICES = choicesOf(CUSTOMER_IMPORT_STATUSES, 'vitrine.customerImport.status')

function ImportState() {
  const translate = useTranslate()
  return (
    <WorkState
      choices={STATUS_CHOICES}
      progressLabel={translate('vitrine.customerImport.progress')}
    />
  )
}

const importButton = <CreateButton label="vitrine.customerImport.new" />
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />]

/**
 * The website's customer imports: each one's progress while its job writes it, then how many
 * customers it created, updated and skipped. A new one starts from a CSV file and its preview.
 */
export function CustomerImportList() {
  const translate = useTranslate()
  return (
    <List
      actions={<TopToolbar>{importButton}</TopToolbar>}
      empty={<EmptyList action={importButton} />}
      exporter={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      queryOptions={{ refetchInterval: refetchWhileBusy }}
    >
      <TableOrCards<Row>
        card={{
          title: () => <DateTimeField source="created_at" />,
          aside: () => <ImportState />,
          details: (customerImport) => [
            `${translate('resources.customer_imports.fields.created_count')} ${customerImport.created_count}`,
            `${translate('resources.customer_imports.fields.updated_count')} ${customerImport.updated_count}`,
            `${translate('resources.customer_imports.fields.skipped_count')} ${customerImport.skipped_count}`,
            customerImport.staff_email,
          ],
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <ImportState />
          </DataTable.Col>
          <DataTable.NumberCol source="created_count" disableSort />
          <DataTable.NumberCol source="updated_count" disableSort />
          <DataTable.NumberCol source="skipped_count" disableSort />
          <DataTable.Col source="invite" disableSort>
            <BooleanField source="invite" />
          </DataTable.Col>
          <DataTable.Col source="staff_email" disableSort />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
