import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Confirm, usePermissions, useTranslate } from 'react-admin'
import type { LiveStatus } from '../../../contract/values/live.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { LiveFigures } from './live-figures.tsx'
import { LiveIngest } from './live-ingest.tsx'
import { LivePreview } from './live-preview.tsx'
import { LiveReplay } from './live-replay.tsx'
import { LiveSchedule } from './live-schedule.tsx'
import { PanelSection } from '../ui/panel-section.tsx'
import { useLiveAction, useLiveEvent } from './use-live-event.ts'

const STATUS_COLOURS = {
  waiting: 'default',
  on_air: 'error',
  reconnecting: 'warning',
  ended: 'default',
} as const satisfies Record<LiveStatus, string>

/**
 * The live control of a live item: its status (followed every few seconds), its replay once
 * ended, its schedule (with whether to keep the replay),
 * where and with what key OBS publishes, a preview while on air, and the end button. What a
 * role may not do is not offered (contributors neither see the key nor end); the server checks
 * again.
 */
export function LivePanel({ eventUid, itemUid }: { eventUid: string; itemUid: string }) {
  const translate = useTranslate()
  const { permissions } = usePermissions<StaffPermission[]>()
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false
  const event = useLiveEvent(eventUid)
  const action = useLiveAction(eventUid)
  const [ending, setEnding] = useState(false)
  if (!event.data) return null
  const { status } = event.data
  const ended = status === 'ended'
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h5" component="h2">
          {translate('vitrine.live.title')}
        </Typography>
        <PanelSection heading="h3" title={translate('vitrine.live.status.label')}>
          <Box
            role="status"
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip
              label={translate(`vitrine.live.status.${status}`)}
              color={STATUS_COLOURS[status]}
              variant={status === 'on_air' ? 'filled' : 'outlined'}
            />
            <Typography variant="body2">
              {translate(`vitrine.live.statusHelp.${status}`)}
            </Typography>
          </Box>
        </PanelSection>
        <PanelSection heading="h3" title={translate('vitrine.live.figures.title')}>
          <LiveFigures eventUid={eventUid} />
        </PanelSection>
        {ended && (
          <PanelSection heading="h3" title={translate('vitrine.live.replay.title')}>
            <LiveReplay event={event.data} />
          </PanelSection>
        )}
        <PanelSection heading="h3" title={translate('vitrine.live.schedule')}>
          <LiveSchedule
            key={event.data.starts_at}
            event={event.data}
            editable={may('catalogue.edit')}
          />
        </PanelSection>
        <PanelSection heading="h3" title={translate('vitrine.live.ingest')}>
          <LiveIngest eventUid={eventUid} allowed={may('catalogue.publish')} ended={ended} />
        </PanelSection>
        <PanelSection heading="h3" title={translate('vitrine.live.preview')}>
          <LivePreview itemUid={itemUid} onAir={status === 'on_air' || status === 'reconnecting'} />
        </PanelSection>
        {may('catalogue.publish') && !ended && (
          <Box>
            <Button variant="contained" color="error" onClick={() => setEnding(true)}>
              {translate('vitrine.live.end')}
            </Button>
          </Box>
        )}
        <Confirm
          isOpen={ending}
          confirmColor="warning"
          loading={action.isPending}
          title="vitrine.live.endTitle"
          content="vitrine.live.endContent"
          confirm="vitrine.live.end"
          onConfirm={() => action.mutate({ kind: 'end' }, { onSettled: () => setEnding(false) })}
          onClose={() => setEnding(false)}
        />
      </CardContent>
    </Card>
  )
}
