import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import {
  Button,
  EditButton,
  ShowButton,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { paths } from '../../lib/paths.ts'
import { ItemDeleteButton } from './item-delete-button.tsx'
import { PublishButton } from './publish-button.tsx'

/** Opens the item's page of the storefront, in a new tab: staff see it even unpublished. */
function ViewOnSiteButton() {
  const item = useRecordContext<AdminItem>()
  if (!item) return null
  return (
    <Button
      label="vitrine.viewOnSite"
      href={paths.item(item.slug)}
      target="_blank"
      rel="noopener"
      component="a"
    >
      <OpenInNewIcon />
    </Button>
  )
}

/**
 * The item screens' toolbar: view on the site; publish or take back, edit or show, and delete,
 * for those who may.
 */
export function ItemActions({ screen }: { screen: 'show' | 'edit' }) {
  const { permissions } = usePermissions<StaffPermission[]>()
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false
  return (
    <TopToolbar>
      <ViewOnSiteButton />
      {screen === 'show' && may('catalogue.publish') && <PublishButton />}
      {screen === 'show' ? may('catalogue.edit') && <EditButton /> : <ShowButton />}
      {screen === 'show' && may('catalogue.delete') && <ItemDeleteButton />}
    </TopToolbar>
  )
}
