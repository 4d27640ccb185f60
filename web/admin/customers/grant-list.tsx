import Button from '@mui/material/Button'
import { DataTable, useRecordContext, useTranslate } from 'react-admin'
import type { AdminAccessGrant, AdminCustomerDetail } from '../../../contract/admin-customers.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { RowsField } from '../ui/rows-field.tsx'
import { useRevokeAccess } from './use-grants.ts'

/** A live grant's way back: the item closes to the customer at once. */
function RevokeButton({ customerUid }: { customerUid: string }) {
  const translate = useTranslate()
  const grant = useRecordContext<AdminAccessGrant & { id?: string }>()
  const revoke = useRevokeAccess(customerUid)
  if (!grant || grant.revoked_at) return null
  return (
    <Button
      size="small"
      color="error"
      disabled={revoke.isPending}
      aria-label={translate('vitrine.customer.grant.revokeFor', { item: grant.item_name })}
      onClick={() => revoke.mutate(grant.uid)}
    >
      {translate('vitrine.customer.grant.revoke')}
    </Button>
  )
}

/** The free accesses the staff gave the customer, the live ones with a way to take them back. */
export function GrantList() {
  const customer = useRecordContext<AdminCustomerDetail & { id?: string }>()
  if (!customer) return null
  return (
    <RowsField source="grants">
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="item_name" disableSort />
        <DataTable.Col source="note" disableSort />
        <DataTable.Col source="created_at" label="vitrine.customer.givenOn" disableSort>
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col source="expire_at" disableSort>
          <DateTimeField source="expire_at" emptyText="vitrine.customer.grant.forGood" />
        </DataTable.Col>
        <DataTable.Col source="revoked_at" disableSort>
          <DateTimeField source="revoked_at" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="granted_by_email" disableSort />
        <DataTable.Col source="actions" disableSort>
          <RevokeButton customerUid={customer.uid} />
        </DataTable.Col>
      </DataTable>
    </RowsField>
  )
}
