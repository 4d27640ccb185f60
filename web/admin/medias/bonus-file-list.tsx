import DeleteIcon from '@mui/icons-material/Delete'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Confirm, useLocaleState, useTranslate } from 'react-admin'
import type { AdminBonusFile, AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { formatFileSize } from '../../ui/format-file-size.ts'
import { useMediaChange } from './use-admin-media.ts'

/**
 * The media's bonus files, by name with their size in the staff's language; staff who may delete
 * remove one with its button, once they confirm (the stored file is erased).
 */
export function BonusFileList({ media, deletable }: { media: AdminMedia; deletable: boolean }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const language = isLanguage(locale) ? locale : 'fr'
  const [asked, setAsked] = useState<AdminBonusFile | null>(null)
  const remove = useMediaChange(
    media.uid,
    (file: AdminBonusFile) => ({
      path: `bonus-files/${encodeURIComponent(file.uid)}/`,
      method: 'DELETE',
    }),
    (file) => translate('vitrine.media.bonusFileDeleted', { name: file.display_name }),
  )
  if (media.bonus_files.length === 0) {
    return <Typography variant="body2">{translate('vitrine.media.noBonusFiles')}</Typography>
  }
  return (
    <>
      <List dense aria-label={translate('vitrine.media.bonusFiles')} sx={{ maxWidth: 560 }}>
        {media.bonus_files.map((file) => (
          <ListItem
            key={file.uid}
            secondaryAction={
              deletable && (
                <IconButton
                  edge="end"
                  aria-label={translate('vitrine.media.deleteBonusFile', {
                    name: file.display_name,
                  })}
                  disabled={remove.isPending}
                  onClick={() => setAsked(file)}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={file.display_name}
              secondary={formatFileSize(file.size, language)}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={asked !== null}
        confirmColor="warning"
        loading={remove.isPending}
        title="vitrine.media.deleteBonusTitle"
        content="vitrine.media.deleteBonusContent"
        contentTranslateOptions={{ name: asked?.display_name ?? '' }}
        onConfirm={() => {
          if (asked) remove.mutate(asked, { onSettled: () => setAsked(null) })
        }}
        onClose={() => setAsked(null)}
      />
    </>
  )
}
