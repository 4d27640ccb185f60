import Box from '@mui/material/Box'
import { useRecordContext, useTranslate } from 'react-admin'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import type { AdminRecord } from '../record.ts'
import { PictureChooser } from '../ui/picture-chooser.tsx'

/** As the cart's plan card shows it: 16:9. */
const PREVIEW = { width: 192, height: 108 }

/** The plan's picture, replaced or removed at once; the list of plans shows the change. */
export function PlanThumbnail() {
  const translate = useTranslate()
  const plan = useRecordContext<AdminRecord<AdminPlan>>()
  if (!plan) return null
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <PictureChooser<AdminPlan>
        heading={translate('resources.plans.fields.thumbnail')}
        level={2}
        help={translate('vitrine.plan.thumbnail.help')}
        texts="vitrine.plan.thumbnail"
        path={`${ADMIN_LISTS.plans}${encodeURIComponent(plan.uid)}/thumbnail/`}
        invalidates={['plans', 'getList']}
        address={plan.thumbnail}
        addressOf={(answer) => answer.thumbnail}
        preview={PREVIEW}
      />
    </Box>
  )
}
