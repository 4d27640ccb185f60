import type { ReactElement, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import {
  Link,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'

/** What a row says on a phone, where its columns do not fit: one card per row. */
export interface PhoneCard<R extends RaRecord> {
  /** The row's name: the card's title. */
  title: (record: R) => ReactNode
  /** A date, an amount or a state, at the title's right. */
  aside?: (record: R) => ReactNode
  /** The other columns that matter, under the title, side by side; empty ones are left out. */
  details?: (record: R) => ReactNode[]
  /** The row's buttons (decide, resend, retry…), at the card's foot. */
  actions?: (record: R) => ReactNode
  /** The screen a tap on the card opens, as the table's `rowClick`; none when the row has none. */
  opens?: 'show' | 'edit'
}

/**
 * A list's rows as its table on a wide screen and as stacked cards under 600 px, so that on a
 * phone nothing is wider than the screen and each row's main action stays one tap away.
 */
export function TableOrCards<R extends RaRecord>({
  card,
  children,
}: {
  card: PhoneCard<R>
  children: ReactElement
}) {
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
  return onPhone ? <PhoneCards card={card} /> : children
}

function PhoneCards<R extends RaRecord>({ card }: { card: PhoneCard<R> }) {
  const { data, isPending } = useListContext<R>()
  const translate = useTranslate()
  if (isPending || !data) return null
  if (data.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
        {translate('ra.navigation.no_results')}
      </Typography>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider value={record} key={record.id}>
          <Card component="li" variant="outlined">
            <CardBody card={card} record={record} />
            {card.actions && (
              <CardActions sx={{ flexWrap: 'wrap' }}>{card.actions(record)}</CardActions>
            )}
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  )
}

function CardBody<R extends RaRecord>({ card, record }: { card: PhoneCard<R>; record: R }) {
  const createPath = useCreatePath()
  const resource = useResourceContext()
  const content = (
    <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
      <Box
        sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {card.title(record)}
        </Typography>
        {card.aside && (
          <Typography component="span" variant="body2" sx={{ flexShrink: 0 }}>
            {card.aside(record)}
          </Typography>
        )}
      </Box>
      {card.details && (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, overflowWrap: 'anywhere' }}
        >
          {card
            .details(record)
            .filter((detail) => detail !== null && detail !== undefined && detail !== '')
            .map((detail, index) => (
              <span key={index}>{detail}</span>
            ))}
        </Typography>
      )}
    </CardContent>
  )
  if (!card.opens) return content
  return (
    <CardActionArea component={Link} to={createPath({ resource, id: record.id, type: card.opens })}>
      {content}
    </CardActionArea>
  )
}
