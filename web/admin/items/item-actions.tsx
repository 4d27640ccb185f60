import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import {
  Button,
  EditButton,
  ShowButton,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin'
import type { AdminItem } from '../../../contract/admin-items.ts'
import type { StaffPermission } from '../../../contract/staff-roles.ts'
import { paths } from '../../lib/paths.ts'

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

/** The item screens' toolbar: view on the site, and edit or show for those who may. */
export function ItemActions({ screen }: { screen: 'show' | 'edit' }) {
  const { permissions } = usePermissions<StaffPermission[]>()
  const mayEdit = permissions?.includes('catalogue.edit') ?? false
  return (
    <TopToolbar>
      <ViewOnSiteButton />
      {screen === 'show' ? mayEdit && <EditButton /> : <ShowButton />}
    </TopToolbar>
  )
}
