import { useTranslation } from '../../../i18n/use-translation.tsx'
import { FieldSet } from './field-set.tsx'
import { ImagePreview } from './image-preview.tsx'
import { RemoveImageButton } from './remove-image-button.tsx'
import { TextInput } from './inputs.tsx'
import { UploadButton } from './upload-button.tsx'

interface AvatarFieldProps {
  legend: string
  /** An image address, or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  path: string
}

/** A picture given by its address alone (a testimonial's photo, the site's logo); may be none. */
export function AvatarField({ legend, value, onChange, path }: AvatarFieldProps) {
  const { t } = useTranslation()
  return (
    <FieldSet legend={legend}>
      {value && <ImagePreview src={value} />}
      <UploadButton onUploaded={onChange} />
      <TextInput
        label={t('editor.image.src')}
        value={value ?? ''}
        onChange={(src) => onChange(src.trim() ? src : null)}
        path={path}
      />
      {value && <RemoveImageButton onRemove={() => onChange(null)} />}
    </FieldSet>
  )
}
