import Button from '@mui/material/Button'
import { useState } from 'react'
import {
  Confirm,
  CreateButton,
  DataTable,
  List,
  SelectField,
  TopToolbar,
  useDelete,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { dateLocale } from '../../../contract/values/date-locale.ts'
import type { AdminApiKey } from '../../../contract/schemas/admin-integrations.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { API_KEY_ROLE_CHOICES } from './integration-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Key = AdminRecord<AdminApiKey>

/** Active, expired or revoked, as the server will judge it now. */
function keyState(key: Key): 'active' | 'expired' | 'revoked' {
  if (key.revoked_at) return 'revoked'
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return 'expired'
  return 'active'
}

/** Revokes the row's key once the owner confirms: it is refused from the next call on. */
function RevokeButton() {
  const key = useRecordContext<Key>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [revoke, { isPending }] = useDelete()
  if (!key || key.revoked_at) return null
  const confirm = () =>
    revoke(
      'api_keys',
      { id: key.id, previousData: key },
      {
        mutationMode: 'pessimistic',
        // A revoked key stays listed, marked: the list is read again rather than pruned.
        onSuccess: () => {
          notify('vitrine.apiKey.revoked', { type: 'success' })
          refresh()
        },
        onSettled: () => setOpen(false),
      },
    )
  return (
    <>
      <Button
        color="error"
        size="small"
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
        aria-label={translate('vitrine.apiKey.revokeNamed', { name: key.name })}
      >
        {translate('vitrine.apiKey.revoke')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="vitrine.apiKey.revokeTitle"
        content="vitrine.apiKey.revokeContent"
        translateOptions={{ name: key.name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** The website's API keys: name, role, expiry and last use; revoked ones stay, marked. */
export function ApiKeyList() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <TableOrCards<Key>
        card={{
          title: (key) => key.name,
          aside: (key) => translate(`vitrine.apiKey.states.${keyState(key)}`),
          details: (key) => [
            `${key.prefix}…`,
            <SelectField key="role" source="role" choices={API_KEY_ROLE_CHOICES} />,
            key.last_used_at
              ? translate('vitrine.apiKey.lastUse', {
                  at: new Date(key.last_used_at).toLocaleString(dateLocale(locale)),
                  ip: key.last_used_ip ?? '',
                })
              : translate('vitrine.apiKey.unused'),
          ],
          actions: () => <RevokeButton />,
        }}
      >
        <DataTable<Key> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="prefix" disableSort render={(key) => `${key.prefix}…`} />
          <DataTable.Col source="role" disableSort>
            <SelectField source="role" choices={API_KEY_ROLE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="expires_at" disableSort>
            <DateTimeField source="expires_at" emptyText="vitrine.apiKey.never" />
          </DataTable.Col>
          <DataTable.Col
            source="last_used_at"
            disableSort
            render={(key) =>
              key.last_used_at
                ? translate('vitrine.apiKey.lastUse', {
                    at: new Date(key.last_used_at).toLocaleString(dateLocale(locale)),
                    ip: key.last_used_ip ?? '',
                  })
                : translate('vitrine.apiKey.unused')
            }
          />
          <DataTable.Col
            source="revoked_at"
            label="vitrine.apiKey.state"
            disableSort
            render={(key) => translate(`vitrine.apiKey.states.${keyState(key as Key)}`)}
          />
          <DataTable.Col label="vitrine.apiKey.actions" disableSort>
            <RevokeButton />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
