import {
  DataTable,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useLocaleState,
  useTranslate,
  type Identifier,
} from 'react-admin'
import type { AdminCustomerDetail } from '../../../contract/schemas/admin-customers.ts'
import { ONDEMAND_STATUSES } from '../../../contract/values/admin-ondemand.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { ORDER_STATUS_CHOICES, ORDER_TYPE_CHOICES } from '../ui/order-choices.ts'
import { RowsField } from '../ui/rows-field.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { AccountActions } from './account-actions.tsx'
import { GiveAccessForm } from './give-access-form.tsx'
import { GrantList } from './grant-list.tsx'
import { FailedRenewal, SubscriptionActions, SubscriptionStatus } from './subscription-actions.tsx'
import { WatchActivityList } from './watch-activity-list.tsx'

type Customer = AdminRecord<AdminCustomerDetail>
type Subscription = AdminCustomerDetail['subscriptions'][number]

const REQUEST_STATUS_CHOICES = choicesOf(ONDEMAND_STATUSES, 'vitrine.ondemand.status')

/**
 * A customer's page (shown first from the list's row, which lacks the details: each part reads
 * what may be missing yet as empty): who they are, what they bought, subscribed to, watched,
 * asked for and were given, and the form that gives them free access to an item or a plan.
 */
export function CustomerShow() {
  const formatMoney = useMoney()
  const translate = useTranslate()
  const locale = useLocaleState()[0]
  const createPath = useCreatePath()
  const orderPage = (id: Identifier) => createPath({ resource: 'orders', type: 'show', id })
  const { monetization_currency: currency } = useWebsiteSettings()
  const money = (amount: number) => formatMoney(amount, currency)
  /** The win-back offer the subscriber took: when, and what it takes off how many renewals. */
  const winbackWords = (row: Subscription) =>
    row.winback_accepted_at
      ? translate('vitrine.customer.winbackTaken', {
          date: new Date(row.winback_accepted_at).toLocaleDateString(locale),
          off:
            row.winback_percent_off === null
              ? money(row.winback_amount_off ?? 0)
              : `${row.winback_percent_off} %`,
          smart_count: row.winback_months ?? 0,
        })
      : '—'
  return (
    <Show<Customer>>
      <SimpleShowLayout>
        <TextField source="email" />
        <FunctionField<Customer>
          source="last_name"
          label="vitrine.customer.name"
          render={(customer) => `${customer.first_name} ${customer.last_name}`.trim() || '—'}
        />
        <DateTimeField source="created_at" />
        <FunctionField<Customer>
          source="custom_fields"
          render={(customer) =>
            Object.entries(customer.custom_fields ?? {})
              .map(([name, value]) => `${name} : ${value}`)
              .join(' · ') || translate('vitrine.noValue')
          }
        />
        <FunctionField<Customer>
          source="marketing_consent_at"
          label="vitrine.customer.marketingConsent"
          render={(customer) =>
            customer.marketing_consent_at
              ? translate('vitrine.customer.marketingConsentSince', {
                  date: new Date(customer.marketing_consent_at).toLocaleDateString(locale),
                })
              : translate('vitrine.customer.marketingConsentNone')
          }
        />
        <FunctionField<Customer> render={() => <AccountActions />} />
        <FunctionField<Customer>
          render={(customer) => <GiveAccessForm customerUid={customer.uid} />}
        />
        <Labeled label="vitrine.customer.grants" fullWidth>
          <GrantList />
        </Labeled>
        <RowsField source="purchases">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="item_name" disableSort />
            <DataTable.Col source="amount" disableSort render={(row) => money(row.amount)} />
            <DataTable.Col source="created_at" label="vitrine.customer.boughtOn" disableSort>
              <DateTimeField source="created_at" />
            </DataTable.Col>
            <DataTable.Col source="expire_at" disableSort>
              <DateTimeField source="expire_at" emptyText="vitrine.customer.grant.forGood" />
            </DataTable.Col>
            <DataTable.Col source="revoked_at" disableSort>
              <DateTimeField source="revoked_at" emptyText="—" />
            </DataTable.Col>
          </DataTable>
        </RowsField>
        <RowsField source="subscriptions">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="plan_name" disableSort />
            <DataTable.Col source="status" disableSort>
              <SubscriptionStatus />
            </DataTable.Col>
            <DataTable.Col source="current_period_end" disableSort>
              <DateTimeField source="current_period_end" />
            </DataTable.Col>
            <DataTable.Col source="canceled_at" disableSort>
              <DateTimeField source="canceled_at" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="paused_at" disableSort>
              <DateTimeField source="paused_at" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="pause_resumes_at" disableSort>
              <DateTimeField source="pause_resumes_at" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="winback_accepted_at" disableSort>
              <FunctionField<Subscription> render={(row) => winbackWords(row)} />
            </DataTable.Col>
            <DataTable.Col source="past_due_since" disableSort>
              <FailedRenewal />
            </DataTable.Col>
            <DataTable.Col source="actions" disableSort>
              <SubscriptionActions />
            </DataTable.Col>
          </DataTable>
        </RowsField>
        <RowsField source="orders">
          <DataTable bulkActionButtons={false} rowClick={orderPage}>
            <DataTable.Col source="created_at" label="vitrine.customer.orderedOn" disableSort>
              <DateTimeField source="created_at" />
            </DataTable.Col>
            <DataTable.Col source="type" disableSort>
              <SelectField source="type" choices={ORDER_TYPE_CHOICES} />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort>
              <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
            </DataTable.Col>
            <DataTable.Col source="total" disableSort render={(row) => money(row.total)} />
          </DataTable>
        </RowsField>
        <FunctionField<Customer>
          render={(customer) => <WatchActivityList customerUid={customer.uid} />}
        />
        <RowsField source="ondemand_requests">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="item_name" disableSort />
            <DataTable.Col source="status" disableSort>
              <SelectField source="status" choices={REQUEST_STATUS_CHOICES} />
            </DataTable.Col>
            <DataTable.Col source="created_at" label="vitrine.customer.requestedOn" disableSort>
              <DateTimeField source="created_at" />
            </DataTable.Col>
          </DataTable>
        </RowsField>
      </SimpleShowLayout>
    </Show>
  )
}
