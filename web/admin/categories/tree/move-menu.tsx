import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease'
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease'
import SwapVertIcon from '@mui/icons-material/SwapVert'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import type { KeyboardMove } from './tree-moves.ts'

const ICONS: Record<KeyboardMove, ReactNode> = {
  up: <ArrowUpwardIcon fontSize="small" />,
  down: <ArrowDownwardIcon fontSize="small" />,
  indent: <FormatIndentIncreaseIcon fontSize="small" />,
  outdent: <FormatIndentDecreaseIcon fontSize="small" />,
}

/** A move the row's menu offers: its label, and whether the row can go that way now. */
export interface MoveChoice {
  move: KeyboardMove
  label: string
  enabled: boolean
}

interface MoveMenuProps {
  name: string
  /** The button's id: the tree puts the focus back on it once the row has moved. */
  buttonId: string
  choices: MoveChoice[]
  onMove: (move: KeyboardMove) => void
}

/** A row's "Move" button and its menu: up, down, indent, outdent, each usable from the keyboard. */
export function MoveMenu({ name, buttonId, choices, onMove }: MoveMenuProps) {
  const translate = useTranslate()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={translate('vitrine.category.moveMenu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SwapVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {choices.map(({ move, label, enabled }) => (
          <MenuItem
            key={move}
            disabled={!enabled}
            onClick={() => {
              setAnchor(null)
              onMove(move)
            }}
          >
            <ListItemIcon>{ICONS[move]}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
