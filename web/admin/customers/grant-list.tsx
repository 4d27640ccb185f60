import Button from '@mui/material/Button'
import { DataTable, useRecordContext, useTranslate } from 'react-admin'
import type {
  AdminAccessGrant,
  AdminCustomerDetail,
} from '../../../contract/schemas/admin-customers.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { RowsField } from '../ui/rows-field.tsx'
import { useRevokeAccess } from './use-grants.ts'

/** What the grant opens, in words: the item's name, or the plan's. */
function grantName(grant: AdminAccessGrant, translate: ReturnType<typeof useTranslate>) {
  return grant.plan_uid === null
    ? grant.item_name
    : translate('vitrine.customer.grant.planNamed', { plan: grant.plan_name })
}

/** What the grant opens, as a cell of the list. */
function GrantNameField() {
  const translate = useTranslate()
  const grant = useRecordContext<AdminAccessGrant & { id?: string }>()
  return grant ? <>{grantName(grant, translate)}</> : null
}

/** A live grant's way back: the item (or the plan's items) closes to the customer at once. */
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
      aria-label={translate('vitrine.customer.grant.revokeFor', {
        item: grantName(grant, translate),
      })}
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
        <DataTable.Col source="item_name" label="vitrine.customer.grant.what" disableSort>
          <GrantNameField />
        </DataTable.Col>
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
