import { BarChart } from '@mui/x-charts/BarChart'
import { useTranslate } from 'react-admin'
import type { AnalyticsRevenueByKind } from '../../../contract/schemas/admin-analytics.ts'
import { ChartFigure } from './chart-figure.tsx'

const HEIGHT = 260

/** Net revenue and refunds of each kind (rentals, purchases…), as bars; in words too. */
export function RevenueByKindChart(props: {
  kinds: AnalyticsRevenueByKind[]
  money: (minorUnits: number) => string
}) {
  const translate = useTranslate()
  const { kinds, money } = props
  const name = (kind: string) => translate(`vitrine.analytics.kind.${kind}`)
  const summary = kinds
    .map((row) =>
      translate('vitrine.analytics.byKind.line', {
        kind: name(row.kind),
        net: money(row.net),
        refunds: money(row.refunds),
      }),
    )
    .join(' ; ')
  const format = (value: number | null) => (value === null ? '' : money(value))
  return (
    <ChartFigure caption={translate('vitrine.analytics.byKind.title')} summary={summary}>
      <BarChart
        height={HEIGHT}
        skipAnimation
        xAxis={[{ data: kinds.map((row) => name(row.kind)), scaleType: 'band' }]}
        yAxis={[{ valueFormatter: format, width: 90 }]}
        series={[
          {
            data: kinds.map((row) => row.net),
            label: translate('vitrine.analytics.revenue.net'),
            valueFormatter: format,
            stack: 'gross',
          },
          {
            data: kinds.map((row) => row.refunds),
            label: translate('vitrine.analytics.revenue.refunds'),
            valueFormatter: format,
            stack: 'gross',
          },
        ]}
      />
    </ChartFigure>
  )
}
