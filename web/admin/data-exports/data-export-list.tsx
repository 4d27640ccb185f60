import {
  Button,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { DataExport } from '../../../contract/schemas/admin-data-exports.ts'
import {
  DATA_EXPORT_KEEP_DAYS,
  DATA_EXPORT_KINDS,
  DATA_EXPORT_STATUSES,
  dataExportFileName,
  dataExportFilePath,
} from '../../../contract/values/admin-data-exports.ts'
import { downloadFile } from '../api/download-file.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { ListHint } from '../ui/list-hint.tsx'
import { refetchWhileBusy, WorkState } from '../ui/background-work.tsx'
import { ExportButtons } from './export-buttons.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<DataExport>

const KIND_CHOICES = choicesOf(DATA_EXPORT_KINDS, 'vitrine.dataExport.kind')
const STATUS_CHOICES = choicesOf(DATA_EXPORT_STATUSES, 'vitrine.dataExport.status')
const filters = [<SelectInput key="kind" source="kind" choices={KIND_CHOICES} />]
/** Where the export stands, a progress bar while it is written, and why it failed. */
function ExportState() {
  const translate = useTranslate()
  return (
    <WorkState choices={STATUS_CHOICES} progressLabel={translate('vitrine.dataExport.progress')} />
  )
}

/** Downloads the file once it is ready. */
function DownloadButton() {
  const row = useRecordContext<Row>()
  const notify = useNotify()
  if (row?.status !== 'done') return null
  return (
    <Button
      label="vitrine.dataExport.download"
      onClick={() => {
        downloadFile(
          dataExportFilePath(row.uid),
          dataExportFileName(row.kind, row.created_at),
        ).catch(() => notify('vitrine.dataExport.downloadFailed', { type: 'error' }))
      }}
    />
  )
}

/**
 * CSV exports of the website's customers and orders: asked for from the bar above, written in
 * the background while the list follows them, downloaded once ready.
 */
export function DataExportList() {
  return (
    <List
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButtons />
        </TopToolbar>
      }
      empty={<EmptyList action={<ExportButtons />} />}
      exporter={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      queryOptions={{ refetchInterval: refetchWhileBusy }}
    >
      <ListHint message="vitrine.dataExport.kept" values={{ days: DATA_EXPORT_KEEP_DAYS }} />
      <TableOrCards<Row>
        card={{
          title: () => <SelectField source="kind" choices={KIND_CHOICES} />,
          aside: () => <ExportState />,
          details: (file) => [
            <DateTimeField key="created" source="created_at" />,
            file.staff_email,
          ],
          actions: () => <DownloadButton />,
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <SelectField source="kind" choices={KIND_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <ExportState />
          </DataTable.Col>
          <DataTable.NumberCol source="rows" disableSort />
          <DataTable.Col source="staff_email" disableSort />
          <DataTable.Col label="vitrine.dataExport.file">
            <DownloadButton />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
