import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link } from 'react-router'

export interface MenuEntry {
  label: string
  /** An app path, or an absolute URL when `external`. */
  to: string
  external?: boolean
  /** Indentation, for children listed under their parent. */
  depth?: number
}

/** The open menu of a MenuButton; its own chunk, loaded on the first click. */
export function LinkMenu(props: {
  id: string
  anchor: HTMLElement | null
  entries: MenuEntry[]
  onClose: () => void
}) {
  const { id, anchor, entries, onClose } = props
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {entries.map((entry) =>
        entry.external ? (
          <MenuItem key={entry.to} component="a" href={entry.to} onClick={onClose}>
            {entry.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={entry.to}
            component={Link}
            to={entry.to}
            onClick={onClose}
            sx={{ pl: 2 + 2 * (entry.depth ?? 0) }}
          >
            {entry.label}
          </MenuItem>
        ),
      )}
    </Menu>
  )
}
