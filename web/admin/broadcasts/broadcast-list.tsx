import LinearProgress from '@mui/material/LinearProgress'
import { type RaRecord, DataTable, List, SelectField, useTranslate } from 'react-admin'
import type { AdminBroadcast } from '../../../contract/schemas/admin-broadcasts.ts'
import {
  BROADCAST_SEGMENTS,
  BROADCAST_STATUSES,
} from '../../../contract/values/admin-broadcasts.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

export const STATUS_CHOICES = choicesOf(BROADCAST_STATUSES, 'vitrine.broadcast.status')
const SEGMENT_CHOICES = choicesOf(BROADCAST_SEGMENTS, 'vitrine.broadcast.segment')
/** While a broadcast goes out, the list asks again this often to show its progress. */
const REFRESH_MS = 3000

/** The list's `refetchInterval`: only while a broadcast is going out. */
function refetchWhileSending(query: { state: { data?: { data?: RaRecord[] } } }) {
  const broadcasts = query.state.data?.data as AdminBroadcast[] | undefined
  const sending = broadcasts?.some((broadcast) => broadcast.status === 'sending')
  return sending ? REFRESH_MS : false
}

/** How far a broadcast went: a bar while it goes out, then sent of total. */
export function BroadcastProgress({ broadcast }: { broadcast: AdminBroadcast }) {
  const translate = useTranslate()
  const { total, sent, bounced } = broadcast.counts
  const done = total === 0 ? 0 : Math.round(((sent + bounced) / total) * 100)
  const label = translate('vitrine.broadcast.progress', { sent, total })
  if (broadcast.status !== 'sending') return <>{total === 0 ? '—' : label}</>
  return (
    <>
      {label}
      <LinearProgress variant="determinate" value={done} aria-label={label} />
    </>
  )
}

/** The website's broadcasts, newest first, with their state and counts. */
export function BroadcastList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      queryOptions={{ refetchInterval: refetchWhileSending }}
    >
      <TableOrCards<AdminRecord<AdminBroadcast>>
        card={{
          title: (broadcast) => broadcast.subject,
          aside: () => <SelectField source="status" choices={STATUS_CHOICES} />,
          details: (broadcast) => [
            <SelectField key="segment" source="segment" choices={SEGMENT_CHOICES} />,
            <DateTimeField key="at" source="send_at" />,
            <BroadcastProgress key="progress" broadcast={broadcast} />,
          ],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminBroadcast>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="segment" disableSort>
            <SelectField source="segment" choices={SEGMENT_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="send_at">
            <DateTimeField source="send_at" />
          </DataTable.Col>
          <DataTable.Col
            source="counts.sent"
            label="vitrine.broadcast.sent"
            disableSort
            render={(broadcast) => <BroadcastProgress broadcast={broadcast as AdminBroadcast} />}
          />
          <DataTable.Col source="counts.bounced" label="vitrine.broadcast.bounced" disableSort />
          <DataTable.Col
            source="counts.unsubscribed"
            label="vitrine.broadcast.unsubscribed"
            disableSort
          />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
