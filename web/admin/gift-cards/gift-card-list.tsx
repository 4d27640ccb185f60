import Button from '@mui/material/Button'
import { useState } from 'react'
import {
  Confirm,
  CreateButton,
  DataTable,
  DateField,
  List,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type { AdminGiftCard } from '../../../contract/schemas/gift-cards.ts'
import { GIFT_CARD_STATUSES } from '../../../contract/values/gift-cards.ts'
import type { AdminRecord } from '../record.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { EmptyList } from '../ui/empty-list.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'
import { useMoney } from '../ui/use-money.ts'
import { useWebsiteSettings } from '../website-context.ts'

type GiftCard = AdminRecord<AdminGiftCard>

const STATUS_CHOICES = GIFT_CARD_STATUSES.map((status) => ({
  id: status,
  name: `vitrine.giftCard.states.${status}`,
}))

const FILTERS = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />]

/** The card's name in the list: its label, else the end of its code. */
const nameOf = (card: GiftCard) => card.label || `…${card.code_end}`

/** Disables the row's card once staff confirm: it pays no more. */
function DisableButton() {
  const card = useRecordContext<GiftCard>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  if (!card || card.status === 'disabled') return null
  const confirm = async () => {
    setPending(true)
    try {
      await staffFetch(`/gift-cards/${encodeURIComponent(String(card.id))}/disable/`, {
        method: 'POST',
        body: {},
      })
      notify('vitrine.giftCard.disabled', { type: 'success' })
      refresh()
    } catch {
      notify('vitrine.giftCard.disableFailed', { type: 'error' })
    } finally {
      setPending(false)
      setOpen(false)
    }
  }
  return (
    <>
      <Button
        color="error"
        size="small"
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
        aria-label={translate('vitrine.giftCard.disableNamed', { name: nameOf(card) })}
      >
        {translate('vitrine.giftCard.disable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={translate('vitrine.giftCard.disableTitle', { name: nameOf(card) })}
        content="vitrine.giftCard.disableContent"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** The website's gift cards, newest first: worth, left, uses, last day, and how each stands. */
export function GiftCardList() {
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  const state = (card: GiftCard) => translate(`vitrine.giftCard.states.${card.status}`)
  const uses = (card: GiftCard) =>
    translate(card.multiple_use ? 'vitrine.giftCard.usesMultiple' : 'vitrine.giftCard.usesSingle', {
      count: card.uses,
    })
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <TableOrCards<GiftCard>
        card={{
          title: nameOf,
          aside: (card) => formatMoney(card.balance, currency),
          details: (card) => [
            translate('vitrine.giftCard.ofAmount', { amount: formatMoney(card.amount, currency) }),
            uses(card),
            state(card),
            <DisableButton key="disable" />,
          ],
        }}
      >
        <DataTable<GiftCard> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="label" disableSort render={nameOf} />
          <DataTable.Col source="amount" render={(card) => formatMoney(card.amount, currency)} />
          <DataTable.Col source="balance" render={(card) => formatMoney(card.balance, currency)} />
          <DataTable.Col source="uses" disableSort render={uses} />
          <DataTable.Col source="expires_on">
            <DateField source="expires_on" emptyText="vitrine.giftCard.noExpiry" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort render={state} />
          <DataTable.Col label="vitrine.giftCard.actions" disableSort>
            <DisableButton />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
