import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Block, BlockComponent } from '../../../../contract/schemas/pages.ts'
import { BLOCK_DEFAULTS } from '../block-defaults.ts'
import { BLOCK_COMPONENTS } from '../../../../contract/values/block-layouts.ts'
import { newUid } from '../new-uid.ts'

/** The block types staff may add; the chosen one is added at the end of the page. */
export function AddBlockScreen({ onAdd }: { onAdd: (block: Block) => void }) {
  const { t } = useTranslation()
  const add = (component: BlockComponent) => {
    const name = t(`editor.components.${component}`)
    onAdd({
      uid: newUid(),
      component,
      title: name,
      is_displayed: true,
      fields: { ...BLOCK_DEFAULTS[component](t('editor.add.newTitle')) },
    })
  }
  return (
    <List disablePadding>
      {BLOCK_COMPONENTS.map((component) => (
        <ListItem key={component} disablePadding>
          <ListItemButton onClick={() => add(component)}>
            <ListItemText
              primary={t(`editor.components.${component}`)}
              secondary={t(`editor.componentHints.${component}`)}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
