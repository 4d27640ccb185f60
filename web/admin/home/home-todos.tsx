import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { Link, useTranslate } from 'react-admin'
import type { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import type { DashboardTodo } from '../../../contract/values/admin-dashboard.ts'
import { DashboardSection } from '../analytics/dashboard-section.tsx'
import { listLink } from './list-link.ts'

/** Where each to-do is done: its list, narrowed to what waits when the list can be. */
const TODO_LINKS: Record<DashboardTodo, string> = {
  ondemand_requests: listLink('ondemand_requests', { status: 'pending' }),
  failed_media_imports: listLink('media_imports', { status: 'failed' }),
  failed_customer_imports: listLink('customer_imports', { status: 'failed' }),
  failed_jobs: listLink('job_failures', { state: 'waiting' }),
  live_events_soon: listLink('items', { type: 'live' }),
  past_due_subscriptions: listLink('customers', { segment: 'past_due' }),
}

/** What waits for the staff: each to-do with its count, a link to where it is done. */
export function HomeTodos(props: { todos: AdminDashboard['todos'] }) {
  const translate = useTranslate()
  const waiting = props.todos.filter((row) => row.count > 0)
  return (
    <DashboardSection title={translate('vitrine.home.todosTitle')}>
      {waiting.length === 0 ? (
        <Typography color="text.secondary">{translate('vitrine.home.todosNone')}</Typography>
      ) : (
        <List disablePadding>
          {waiting.map((row) => (
            <ListItem key={row.todo} disablePadding>
              <ListItemButton
                component={Link}
                to={TODO_LINKS[row.todo]}
                sx={{ borderRadius: 1, gap: 1.5, px: 1 }}
              >
                <Chip
                  label={row.count}
                  color={
                    row.todo.startsWith('failed') || row.todo.startsWith('past')
                      ? 'error'
                      : 'warning'
                  }
                  size="small"
                  sx={{ minWidth: 36, fontWeight: 600 }}
                />
                <ListItemText
                  primary={translate(`vitrine.home.todo.${row.todo}`, { smart_count: row.count })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardSection>
  )
}
