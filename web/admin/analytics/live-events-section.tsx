import { useLocaleState, useTranslate } from 'react-admin'
import type {
  AdminAnalytics,
  AnalyticsLiveEvent,
} from '../../../contract/schemas/admin-analytics.ts'
import { useWatchTime } from '../ui/use-watch-time.ts'
import { CsvDownloadButton } from './csv-download-button.tsx'
import { DashboardSection } from './dashboard-section.tsx'
import type { Period } from './period.ts'
import { TopItemsTable } from './top-items-table.tsx'

const T = 'vitrine.analytics.live'

/** The live events that went on air in the period, the latest first, with their audience. */
export function LiveEventsSection(props: { analytics: AdminAnalytics; period: Period }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const watchTime = useWatchTime()
  const title = translate(`${T}.title`)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <DashboardSection
      title={title}
      help={translate(`${T}.help`)}
      actions={<CsvDownloadButton table="live-events" period={props.period} title={title} />}
    >
      <TopItemsTable<AnalyticsLiveEvent>
        caption={title}
        itemLabel={translate(`${T}.event`)}
        rows={props.analytics.live_events}
        empty={translate(`${T}.empty`)}
        ranked={false}
        columns={[
          {
            label: translate(`${T}.onAirAt`),
            value: (row) => date.format(new Date(row.on_air_at)),
          },
          { label: translate(`${T}.viewers`), value: (row) => row.viewers, numeric: true },
          { label: translate(`${T}.peak`), value: (row) => row.peak_viewers, numeric: true },
          {
            label: translate(`${T}.watched`),
            value: (row) => watchTime(row.watched_seconds),
            numeric: true,
          },
        ]}
      />
    </DashboardSection>
  )
}
