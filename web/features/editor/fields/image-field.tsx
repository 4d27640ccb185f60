import Typography from '@mui/material/Typography'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { ImageProps } from '../../../../contract/schemas/pages.ts'
import { emptyImage } from '../block-defaults.ts'
import { FieldSet } from './field-set.tsx'
import { ImagePreview } from './image-preview.tsx'
import { RemoveImageButton } from './remove-image-button.tsx'
import { CheckInput, ChoiceInput, TextInput } from './inputs.tsx'
import { UploadButton } from './upload-button.tsx'

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const

interface ImageFieldProps {
  legend: string
  value: ImageProps | null
  onChange: (value: ImageProps | null) => void
  path: string
  /** The picture may be left out (a FAQ answer's); otherwise it is always there. */
  nullable?: boolean
}

/** A block's picture: upload or address, cover or contain, and which part shows. */
export function ImageField({ legend, value, onChange, path, nullable }: ImageFieldProps) {
  const { t } = useTranslation()
  if (value === null) {
    return (
      <FieldSet legend={legend}>
        <Typography variant="body2" color="text.secondary">
          {t('editor.image.none')}
        </Typography>
        <UploadButton onUploaded={(src) => onChange({ ...emptyImage(), src })} />
      </FieldSet>
    )
  }
  const change = (part: Partial<ImageProps>) => onChange({ ...value, ...part })
  return (
    <FieldSet legend={legend}>
      <ImagePreview src={value.src} />
      <UploadButton onUploaded={(src) => change({ src, fileId: null })} />
      <TextInput
        label={t('editor.image.src')}
        value={value.src}
        onChange={(src) => change({ src, fileId: null })}
        path={`${path}.src`}
      />
      <CheckInput
        label={t('editor.image.cover')}
        value={value.cover}
        onChange={(cover) => change({ cover })}
      />
      <ChoiceInput
        label={t('editor.image.position')}
        value={value.position}
        onChange={(position) => change({ position })}
        path={`${path}.position`}
        choices={POSITIONS.map((position) => ({
          value: position,
          label: t(`editor.positions.${position}`),
        }))}
      />
      {nullable && <RemoveImageButton onRemove={() => onChange(null)} />}
    </FieldSet>
  )
}
