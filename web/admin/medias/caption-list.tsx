import DeleteIcon from '@mui/icons-material/Delete'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import { languageName } from './caption-languages.ts'
import { useMediaChange } from './use-admin-media.ts'

/** The media's caption languages; staff who may delete remove one with its button. */
export function CaptionList({ media, deletable }: { media: AdminMedia; deletable: boolean }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const name = (lang: string) => languageName(lang, locale)
  const remove = useMediaChange(
    media.uid,
    (lang: string) => ({ path: `captions/${lang}/`, method: 'DELETE' }),
    (lang) => translate('vitrine.media.captionsRemoved', { language: name(lang) }),
  )
  if (media.captions.length === 0) {
    return <Typography variant="body2">{translate('vitrine.media.noCaptions')}</Typography>
  }
  return (
    <List dense aria-label={translate('vitrine.media.captions')} sx={{ maxWidth: 420 }}>
      {media.captions.map((caption) => (
        <ListItem
          key={caption.lang}
          secondaryAction={
            deletable && (
              <IconButton
                edge="end"
                aria-label={translate('vitrine.media.removeCaptions', {
                  language: name(caption.lang),
                })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(caption.lang)}
              >
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemText primary={name(caption.lang)} secondary={caption.lang} />
        </ListItem>
      ))}
    </List>
  )
}
