import DownloadIcon from '@mui/icons-material/Download'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { formatFileSize } from '../../ui/format-file-size.ts'
import { useItemDownloads } from './get-item-downloads.ts'

/** The files of an item the visitor may download, each with its size (spec §2, §6). */
export function DownloadList({ itemUid }: { itemUid: string }) {
  const { t, i18n } = useTranslation()
  const downloads = useItemDownloads(itemUid, true)
  const files = downloads.data ?? []
  if (files.length === 0) return null
  return (
    <Box component="section" aria-labelledby="downloads-heading">
      <Typography id="downloads-heading" variant="h6" component="h2">
        {t('itemPage.downloads')}
      </Typography>
      <List dense>
        {files.map((file) => (
          <ListItem key={file.uid} disablePadding>
            <ListItemButton component="a" href={file.file} download>
              <ListItemIcon>
                <DownloadIcon />
              </ListItemIcon>
              <ListItemText
                primary={file.display_name}
                secondary={formatFileSize(file.size, i18n.language)}
              />
              {file.slug && <Chip size="small" label={t('itemPage.bonus')} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
