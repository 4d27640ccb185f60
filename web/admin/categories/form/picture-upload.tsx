import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslate } from 'react-admin'
import type { CategoryPicture } from '../../../../contract/admin-categories.ts'
import { FileButton } from '../../medias/file-button.tsx'
import { useChangePicture } from './change-picture.ts'

/** How each picture is previewed: the vertical image as the storefront's portrait cards, the icon small. */
const PREVIEW = {
  thumbnail: { width: 120, height: 180 },
  icon: { width: 48, height: 48 },
} satisfies Record<CategoryPicture, { width: number; height: number }>

interface PictureUploadProps {
  uid: string
  picture: CategoryPicture
  /** Its address when the form opened, or null. */
  address: string | null
}

/**
 * One picture of the category, sent at once (not with the form): the current one, a button to
 * choose a JPEG or PNG in its place, and one to remove it. The server versions its address, so
 * the browser never shows the one it replaced.
 */
export function PictureUpload({ uid, picture, address }: PictureUploadProps) {
  const translate = useTranslate()
  const headingId = useId()
  const [changed, setChanged] = useState<{ address: string | null } | null>(null)
  const change = useChangePicture(uid, picture, (category) =>
    setChanged({ address: category[picture] }),
  )
  const current = changed ? changed.address : address
  const text = (key: string) => translate(`vitrine.category.picture.${picture}.${key}`)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(`resources.categories.fields.${picture}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {current ? (
          <img
            src={current}
            alt={text('current')}
            {...PREVIEW[picture]}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <Typography variant="body2">{text('none')}</Typography>
        )}
        <FileButton
          label={text('change')}
          accept="image/jpeg,image/png"
          disabled={change.isPending}
          onFile={(file) => change.mutate(file)}
        />
        {current && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            {text('remove')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
