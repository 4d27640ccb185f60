import {
  Button,
  DataTable,
  List,
  SelectField,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { JobFailure } from '../../../contract/schemas/admin-job-failures.ts'
import {
  JOB_FAILURE_KEEP_DAYS,
  JOB_FAILURE_KINDS,
  JOB_FAILURE_STATES,
} from '../../../contract/values/admin-job-failures.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { ListHint } from '../ui/list-hint.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<JobFailure>

const KIND_CHOICES = choicesOf(JOB_FAILURE_KINDS, 'vitrine.jobFailure.kind')
const STATE_CHOICES = choicesOf(JOB_FAILURE_STATES, 'vitrine.jobFailure.state')
const filters = [
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
]

/** When it was run again, or that it waits for staff. */
function RetryState() {
  const row = useRecordContext<Row>()
  const translate = useTranslate()
  if (!row) return null
  if (!row.retried_at) return <>{translate('vitrine.jobFailure.notRetried')}</>
  return <DateTimeField source="retried_at" />
}

/** Runs the job again; once it was, until that run fails too, there is nothing to do. */
function RetryButton() {
  const row = useRecordContext<Row>()
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  if (!row || row.retried_at) return null
  return (
    <Button
      label="vitrine.jobFailure.retry"
      onClick={(event) => {
        event.stopPropagation()
        staffFetch(`${ADMIN_LISTS.job_failures}${encodeURIComponent(row.uid)}/retry/`, {
          method: 'POST',
        })
          .then(() => {
            notify('vitrine.jobFailure.retried', { type: 'success' })
            refresh()
          })
          .catch(notifyFailure)
      }}
    />
  )
}

/**
 * Background work of the website that failed for good — a mail SMTP refused, a thumbnail that
 * could not be resized —, newest first, with why; the owner runs one again once it is mended.
 */
export function JobFailureList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      sort={{ field: 'failed_at', order: 'DESC' }}
      perPage={25}
    >
      <ListHint message="vitrine.jobFailure.kept" values={{ days: JOB_FAILURE_KEEP_DAYS }} />
      <TableOrCards<Row>
        card={{
          title: (failure) => failure.subject,
          aside: () => <SelectField source="kind" choices={KIND_CHOICES} />,
          details: (failure) => [
            <DateTimeField key="failed" source="failed_at" />,
            failure.error,
            <RetryState key="retried" />,
          ],
          actions: () => <RetryButton />,
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="failed_at">
            <DateTimeField source="failed_at" />
          </DataTable.Col>
          <DataTable.Col source="kind">
            <SelectField source="kind" choices={KIND_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="error" disableSort />
          <DataTable.NumberCol source="attempts" disableSort />
          <DataTable.Col source="retried_at" disableSort>
            <RetryState />
          </DataTable.Col>
          <DataTable.Col label="vitrine.jobFailure.actions">
            <RetryButton />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
