import Box from '@mui/material/Box'
import { useTranslate } from 'react-admin'
import type {
  AdminAnalytics,
  AnalyticsTopItemByPlays,
  AnalyticsTopItemByRevenue,
} from '../../../contract/schemas/admin-analytics.ts'
import { CsvDownloadButton } from './csv-download-button.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import type { Period } from './period.ts'
import { TopItemsTable } from './top-items-table.tsx'

const T = 'vitrine.analytics'

/** The items that brought the most, and those played the most, each table with its CSV. */
export function TopItemsSections(props: {
  analytics: AdminAnalytics
  period: Period
  money: (minorUnits: number) => string
}) {
  const translate = useTranslate()
  const { analytics, period, money } = props
  const byRevenue = translate(`${T}.topRevenue.title`)
  const byPlays = translate(`${T}.topPlays.title`)
  const item = translate(`${T}.item`)
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: '3fr 2fr' } }}>
      <DashboardSection
        title={byRevenue}
        actions={
          <CsvDownloadButton table="top-items-by-revenue" period={period} title={byRevenue} />
        }
      >
        <TopItemsTable<AnalyticsTopItemByRevenue>
          caption={byRevenue}
          itemLabel={item}
          rows={analytics.top_items_by_revenue}
          empty={translate(`${T}.topRevenue.empty`)}
          columns={[
            { label: translate(`${T}.topRevenue.sales`), value: (row) => row.sales, numeric: true },
            {
              label: translate(`${T}.revenue.gross`),
              value: (row) => money(row.gross),
              numeric: true,
            },
            {
              label: translate(`${T}.revenue.refunds`),
              value: (row) => money(row.refunds),
              numeric: true,
            },
            { label: translate(`${T}.revenue.net`), value: (row) => money(row.net), numeric: true },
          ]}
        />
      </DashboardSection>
      <DashboardSection
        title={byPlays}
        actions={<CsvDownloadButton table="top-items-by-plays" period={period} title={byPlays} />}
      >
        <TopItemsTable<AnalyticsTopItemByPlays>
          caption={byPlays}
          itemLabel={item}
          rows={analytics.top_items_by_plays}
          empty={translate(`${T}.topPlays.empty`)}
          columns={[
            { label: translate(`${T}.plays.total`), value: (row) => row.plays, numeric: true },
          ]}
        />
      </DashboardSection>
    </Box>
  )
}
