import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Title, useTranslate } from 'react-admin'
import { useMoney } from '../ui/use-money.ts'
import { useWebsiteSettings } from '../website-context.ts'
import { AudienceSections } from './audience-sections.tsx'
import { CsvDownloadButton } from './csv-download-button.tsx'
import { LiveEventsSection } from './live-events-section.tsx'
import { PeriodChooser } from './period-chooser.tsx'
import { RevenueSections } from './revenue-sections.tsx'
import { TopItemsSections } from './top-items-sections.tsx'
import { useAnalytics } from './use-analytics.ts'
import { usePeriod } from './use-period.ts'

/**
 * The analytics dashboard (owners): for the chosen period, revenue and where it came from,
 * subscribers, new customers and conversion, plays, the top items and the live events' audience,
 * each table as CSV.
 */
export default function AnalyticsDashboard() {
  const translate = useTranslate()
  const [period, choosePeriod] = usePeriod()
  const { data, error, isFetching } = useAnalytics(period)
  const website = useWebsiteSettings()
  const currency = data?.currency ?? website.monetization_currency
  const formatMoney = useMoney()
  const money = (minorUnits: number) => formatMoney(minorUnits, currency)
  const title = translate('vitrine.analytics.title')
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack gap={2}>
        <Stack direction="row" flexWrap="wrap" justifyContent="space-between" gap={1}>
          <PeriodChooser period={period} onChange={choosePeriod} />
          <CsvDownloadButton
            table="figures"
            period={period}
            title={translate('vitrine.analytics.allFigures')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('vitrine.analytics.help')}
        </Typography>
        {isFetching && <LinearProgress />}
        {error && (
          <Alert severity="error">
            {translate('vitrine.analytics.failed')} {error.message}
          </Alert>
        )}
        {data && (
          <>
            <RevenueSections analytics={data} period={period} money={money} />
            <AudienceSections analytics={data} />
            <TopItemsSections analytics={data} period={period} money={money} />
            <LiveEventsSection analytics={data} period={period} />
          </>
        )}
      </Stack>
    </Box>
  )
}
