import { useLocaleState, useTranslate } from 'react-admin'
import type { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import { dateLocale } from '../../../contract/values/date-locale.ts'
import { DashboardSection } from '../analytics/dashboard-section.tsx'
import type { FigureChange } from '../analytics/figure-card.tsx'
import { FigureList } from '../analytics/figure-list.tsx'

type Figures = AdminDashboard['figures']
type Name = keyof Figures

/** How each figure reads: money, a count or a duration; against which period; which way is good. */
const FIGURES: { name: Name; unit: 'money' | 'count' | 'duration'; previous?: string }[] = [
  { name: 'revenue_today', unit: 'money', previous: 'day' },
  { name: 'revenue_month', unit: 'money', previous: 'month' },
  { name: 'mrr', unit: 'money', previous: 'monthEnd' },
  { name: 'active_subscribers', unit: 'count', previous: 'monthEnd' },
  { name: 'trials', unit: 'count' },
  { name: 'churn', unit: 'count', previous: 'month' },
  { name: 'new_customers', unit: 'count', previous: 'month' },
  { name: 'plays', unit: 'count', previous: 'month' },
  { name: 'watch_time', unit: 'duration', previous: 'month' },
]

/** More cancellations is bad news; more of anything else is good. */
const LOWER_IS_BETTER = new Set<Name>(['churn'])

/** The home's figure cards, each with its change since the period before. */
export function HomeFigures(props: { figures: Figures; money: (minorUnits: number) => string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const numbers = new Intl.NumberFormat(dateLocale(locale))
  const percent = new Intl.NumberFormat(dateLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
  const duration = (seconds: number) =>
    translate('vitrine.home.duration', {
      hours: numbers.format(Math.floor(seconds / 3600)),
      minutes: String(Math.floor((seconds % 3600) / 60)).padStart(2, '0'),
    })
  const format = (unit: 'money' | 'count' | 'duration', value: number) =>
    unit === 'money'
      ? props.money(value)
      : unit === 'count'
        ? numbers.format(value)
        : duration(value)
  const changeOf = (figure: (typeof FIGURES)[number]): FigureChange | undefined => {
    const { current, previous } = props.figures[figure.name]
    if (!figure.previous || previous === null) return undefined
    const before = translate(`vitrine.home.previous.${figure.previous}`, {
      value: format(figure.unit, previous),
    })
    const moved = current === previous ? 0 : current > previous ? 1 : -1
    const better = LOWER_IS_BETTER.has(figure.name) ? -moved : moved
    const tone = better > 0 ? 'good' : better < 0 ? 'bad' : 'neutral'
    const share = previous > 0 ? `${percent.format((current - previous) / previous)} · ` : ''
    return { text: `${share}${before}`, tone }
  }
  return (
    <DashboardSection title={translate('vitrine.home.figuresTitle')}>
      <FigureList
        grid
        figures={FIGURES.map((figure) => ({
          label: translate(`vitrine.home.figure.${figure.name}`),
          value: format(figure.unit, props.figures[figure.name].current),
          testId: `figure-${figure.name}`,
          change: changeOf(figure),
        }))}
      />
    </DashboardSection>
  )
}
