import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin'
import { dateLocale } from '../../../contract/values/date-locale.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { useMoney } from '../ui/use-money.ts'
import { useWebsiteSettings } from '../website-context.ts'
import { HomeFigures } from './home-figures.tsx'
import { HomeTodos } from './home-todos.tsx'
import { ReducedHome } from './reduced-home.tsx'
import { RecentCustomerImports } from './recent-customer-imports.tsx'
import { RecentImports } from './recent-imports.tsx'
import { RecentOrders } from './recent-orders.tsx'
import { useDashboard } from './use-dashboard.ts'

/**
 * The back office's home (`/admin`): for owners, today's and this month's figures against the
 * period before, what waits for them, the latest orders and imports — one request. The roles
 * that see no money get a welcome leading to their screens.
 */
export default function HomeDashboard() {
  const translate = useTranslate()
  const { permissions } = usePermissions<StaffPermission[]>()
  const owner = permissions?.includes('money.manage') ?? false
  const { data, error, isFetching } = useDashboard(owner)
  const website = useWebsiteSettings()
  const formatMoney = useMoney()
  const [locale] = useLocaleState()
  const currency = data?.currency ?? website.monetization_currency
  const money = (minorUnits: number) => formatMoney(minorUnits, currency)
  const dates = new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const date = (iso: string) => dates.format(new Date(iso))
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('vitrine.home.title')} />
      <Stack gap={2}>
        <div>
          <Typography variant="h5" component="h1">
            {translate('vitrine.home.greeting', { name: website.name })}
          </Typography>
          {owner && (
            <Typography variant="body2" color="text.secondary" mt={0.5}>
              {translate('vitrine.home.help')}
            </Typography>
          )}
        </div>
        {!owner && permissions && <ReducedHome />}
        {isFetching && !data && <LinearProgress />}
        {error && (
          <Alert severity="error">
            {translate('vitrine.home.failed')} {error.message}
          </Alert>
        )}
        {data && (
          <>
            <HomeFigures figures={data.figures} money={money} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <HomeTodos todos={data.todos} />
              <RecentOrders orders={data.last_orders} date={date} />
              <RecentImports imports={data.last_imports} date={date} />
              <RecentCustomerImports imports={data.last_customer_imports} date={date} />
            </Box>
          </>
        )}
      </Stack>
    </Box>
  )
}
