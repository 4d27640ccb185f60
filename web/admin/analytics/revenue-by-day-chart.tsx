import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslate } from 'react-admin'
import type { AnalyticsRevenueByDay } from '../../../contract/schemas/admin-analytics.ts'
import { ChartFigure } from './chart-figure.tsx'

const HEIGHT = 280

/** Gross and net revenue of each day of the period, as lines; told in words to screen readers. */
export function RevenueByDayChart(props: {
  days: AnalyticsRevenueByDay[]
  money: (minorUnits: number) => string
}) {
  const translate = useTranslate()
  const { days, money } = props
  const best = days.reduce<AnalyticsRevenueByDay | null>(
    (top, day) => (day.gross > (top?.gross ?? 0) ? day : top),
    null,
  )
  const summary = best
    ? translate('vitrine.analytics.byDay.summary', {
        days: days.length,
        best: best.day,
        bestGross: money(best.gross),
      })
    : translate('vitrine.analytics.byDay.empty')
  const format = (value: number | null) => (value === null ? '' : money(value))
  return (
    <ChartFigure caption={translate('vitrine.analytics.byDay.title')} summary={summary}>
      <LineChart
        height={HEIGHT}
        skipAnimation
        xAxis={[{ data: days.map((day) => day.day), scaleType: 'point' }]}
        yAxis={[{ valueFormatter: format, width: 90 }]}
        series={[
          {
            data: days.map((day) => day.gross),
            label: translate('vitrine.analytics.revenue.gross'),
            valueFormatter: format,
            showMark: days.length <= 31,
          },
          {
            data: days.map((day) => day.net),
            label: translate('vitrine.analytics.revenue.net'),
            valueFormatter: format,
            showMark: days.length <= 31,
          },
        ]}
      />
    </ChartFigure>
  )
}
