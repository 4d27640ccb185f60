import {
  DataTable,
  FunctionField,
  List,
  Button,
  SelectInput,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { AdminMediaImport } from '../../../contract/schemas/admin-media-imports.ts'
import {
  FAILED_IMPORT_KEEP_DAYS,
  MEDIA_IMPORT_STATUSES,
} from '../../../contract/values/admin-media-imports.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { formatFileSize } from '../../ui/format-file-size.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { choicesOf } from '../ui/choices.ts'
import { EmptyList } from '../ui/empty-list.tsx'
import { ItemLink } from '../ui/item-link.tsx'
import { ListHint } from '../ui/list-hint.tsx'
import { refetchWhileBusy, WorkState } from '../ui/background-work.tsx'
import { staffFetch } from '../api/staff-fetch.ts'
import { VideoUploader } from './video-uploader.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<AdminMediaImport>

const STATUS_CHOICES = choicesOf(MEDIA_IMPORT_STATUSES, 'vitrine.importStatus')
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} />]
/** Status, a progress bar while it runs, and the reason of a failure. */
function ImportState() {
  const row = useRecordContext<Row>()
  const translate = useTranslate()
  if (!row) return null
  return (
    <WorkState
      choices={STATUS_CHOICES}
      progressLabel={translate('vitrine.upload.progressOf', { name: row.file_name })}
    />
  )
}

function RetryButton() {
  const row = useRecordContext<Row>()
  const notify = useNotify()
  const refresh = useRefresh()
  if (row?.status !== 'failed') return null
  return (
    <Button
      label="vitrine.importRetry"
      onClick={(event) => {
        event.stopPropagation()
        staffFetch(`/media-imports/${encodeURIComponent(row.uid)}/retry/`, { method: 'POST' })
          .then(refresh)
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }}
    />
  )
}

/** What the upload is for: a new item, or the trailer or a bonus file of the media it names. */
function ImportPurpose() {
  const row = useRecordContext<Row>()
  const translate = useTranslate()
  if (!row) return null
  const name = row.target_media_name ?? row.target_media_uid ?? ''
  return <>{translate(`vitrine.importPurpose.${row.purpose}`, { name })}</>
}

function FileSize() {
  const [locale] = useLocaleState()
  return (
    <FunctionField<Row>
      source="size"
      render={(row) => formatFileSize(row.size, isLanguage(locale) ? locale : 'fr')}
    />
  )
}

/**
 * The media library's imports: drop videos above (for those who may add content), follow each
 * import below as it waits, runs and ends (a media's trailer and bonus files, sent from its
 * panel, too), open the item it made, or retry one that failed.
 */
export function MediaImportList() {
  const { permissions } = usePermissions<StaffPermission[]>()
  const mayUpload = permissions?.includes('catalogue.edit') ?? false
  return (
    <>
      {mayUpload && <VideoUploader />}
      <List
        empty={<EmptyList />}
        exporter={false}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        queryOptions={{ refetchInterval: refetchWhileBusy }}
      >
        <ListHint message="vitrine.importKept" values={{ days: FAILED_IMPORT_KEEP_DAYS }} />
        <TableOrCards<Row>
          card={{
            title: (upload) => upload.file_name,
            aside: () => <ImportState />,
            details: () => [
              <FileSize key="size" />,
              <ImportPurpose key="purpose" />,
              <DateTimeField key="created" source="created_at" />,
            ],
            actions: () => (
              <>
                <ItemLink page="edit" />
                <RetryButton />
              </>
            ),
          }}
        >
          <DataTable<Row> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="file_name" />
            <DataTable.Col source="size" disableSort>
              <FileSize />
            </DataTable.Col>
            <DataTable.Col source="status">
              <ImportState />
            </DataTable.Col>
            <DataTable.Col source="purpose" disableSort>
              <ImportPurpose />
            </DataTable.Col>
            <DataTable.Col source="item_uid" disableSort>
              <ItemLink page="edit" />
            </DataTable.Col>
            <DataTable.Col source="created_at">
              <DateTimeField source="created_at" />
            </DataTable.Col>
            <DataTable.Col disableSort label="">
              <RetryButton />
            </DataTable.Col>
          </DataTable>
        </TableOrCards>
      </List>
    </>
  )
}
