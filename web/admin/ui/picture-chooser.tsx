import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslate } from 'react-admin'
import { useChangePicture, type ChangePictureOptions } from '../api/use-change-picture.ts'
import { FileButton } from './file-button.tsx'

interface PictureChooserProps<Answer> extends Omit<ChangePictureOptions<Answer>, 'onChanged'> {
  /** The section's title, and how deep it sits in the form. */
  heading: string
  level: 2 | 3
  /** A line under the title: the format asked for and where the picture shows. */
  help?: string
  /** The picture's address when the form opened, or null. */
  address: string | null
  /** The picture's address in what the server answers after a change. */
  addressOf: (answer: Answer) => string | null
  /** The preview's size, as the storefront shows the picture. */
  preview: { width: number; height: number }
  /** Whether the staff member may remove the picture (true unless said). */
  removable?: boolean
}

/**
 * A picture of a plan, a category… sent at once (not with the form): the current one, a button
 * to choose a JPEG or PNG in its place, and one to remove it. The server versions its address,
 * so the browser never shows the one it replaced. Its texts are `current`, `none`, `change`,
 * `remove`, `saved` and `removed` under `texts`.
 */
export function PictureChooser<Answer>(props: PictureChooserProps<Answer>) {
  const { heading, level, help, address, addressOf, preview, texts, removable = true } = props
  const translate = useTranslate()
  const headingId = useId()
  const [changed, setChanged] = useState<{ address: string | null } | null>(null)
  const change = useChangePicture<Answer>({
    ...props,
    onChanged: (answer) => setChanged({ address: addressOf(answer) }),
  })
  const current = changed ? changed.address : address
  const text = (key: string) => translate(`${texts}.${key}`)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
      <Typography
        id={headingId}
        variant={level === 2 ? 'subtitle1' : 'subtitle2'}
        component={`h${level}`}
        sx={{ mb: 1 }}
      >
        {heading}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {current ? (
          <img
            src={current}
            alt={text('current')}
            {...preview}
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
        {current && removable && (
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
