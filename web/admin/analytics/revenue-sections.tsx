import { useTranslate } from 'react-admin'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { CsvDownloadButton } from './csv-download-button.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import { FigureList } from './figure-list.tsx'
import type { Period } from './period.ts'
import { RevenueByDayChart } from './revenue-by-day-chart.tsx'
import { RevenueByKindChart } from './revenue-by-kind-chart.tsx'

const T = 'vitrine.analytics'

/** Revenue: gross, refunds and net of the period, then by day and by kind, with their CSV. */
export function RevenueSections(props: {
  analytics: AdminAnalytics
  period: Period
  money: (minorUnits: number) => string
}) {
  const translate = useTranslate()
  const { analytics, period, money } = props
  const { revenue } = analytics
  const byDay = translate(`${T}.byDay.title`)
  const byKind = translate(`${T}.byKind.title`)
  return (
    <>
      <DashboardSection
        title={translate(`${T}.revenue.title`)}
        help={translate(`${T}.revenue.help`)}
      >
        <FigureList
          figures={[
            {
              label: translate(`${T}.revenue.gross`),
              value: money(revenue.gross),
              testId: 'gross',
            },
            { label: translate(`${T}.revenue.refunds`), value: money(revenue.refunds) },
            { label: translate(`${T}.revenue.net`), value: money(revenue.net) },
            { label: translate(`${T}.revenue.paidOrders`), value: String(revenue.paid_orders) },
            {
              label: translate(`${T}.revenue.refundedOrders`),
              value: String(revenue.refunded_orders),
            },
          ]}
        />
      </DashboardSection>
      <DashboardSection
        title={byDay}
        actions={<CsvDownloadButton table="revenue-by-day" period={period} title={byDay} />}
      >
        <RevenueByDayChart days={analytics.revenue_by_day} money={money} />
      </DashboardSection>
      <DashboardSection
        title={byKind}
        help={translate(`${T}.byKind.help`)}
        actions={<CsvDownloadButton table="revenue-by-kind" period={period} title={byKind} />}
      >
        <RevenueByKindChart kinds={analytics.revenue_by_kind} money={money} />
      </DashboardSection>
    </>
  )
}
