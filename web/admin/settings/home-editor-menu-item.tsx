import EditIcon from '@mui/icons-material/Edit'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import { useTranslate } from 'react-admin'
import { HOME_EDITOR_ADDRESS } from '../../features/editor/open-on-arrival.ts'

/**
 * The menu's way to the home page's editor (the storefront's editor drawer, opened on arrival),
 * for the roles that edit pages: a link out of the back office, as its menu items are drawn.
 */
export function HomeEditorMenuItem() {
  const translate = useTranslate()
  return (
    <MenuItem component="a" href={HOME_EDITOR_ADDRESS} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <EditIcon />
      </ListItemIcon>
      {translate('vitrine.homeEditor')}
    </MenuItem>
  )
}
