import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Background } from '../../../../contract/schemas/pages.ts'
import { ColourInput } from './colour-input.tsx'
import { FieldSet } from './field-set.tsx'
import { ImagePreview } from './image-preview.tsx'
import { ChoiceInput, TextInput } from './inputs.tsx'
import { UploadButton } from './upload-button.tsx'

const TYPES = ['none', 'color', 'image'] as const

interface BackgroundFieldProps {
  legend: string
  value: Background
  onChange: (value: Background) => void
  path: string
}

/** What sits behind a block: nothing, a colour, or a picture tinted by the colour. */
export function BackgroundField({ legend, value, onChange, path }: BackgroundFieldProps) {
  const { t } = useTranslation()
  const change = (part: Partial<Background>) => onChange({ ...value, ...part })
  return (
    <FieldSet legend={legend}>
      <ChoiceInput
        label={t('editor.background.type')}
        value={value.type}
        onChange={(type) => change({ type: type as Background['type'] })}
        path={`${path}.type`}
        choices={TYPES.map((type) => ({ value: type, label: t(`editor.backgroundTypes.${type}`) }))}
      />
      {value.type === 'image' && (
        <>
          <ImagePreview src={value.src} />
          <UploadButton onUploaded={(src) => change({ src })} />
          <TextInput
            label={t('editor.image.src')}
            value={value.src}
            onChange={(src) => change({ src })}
            path={`${path}.src`}
          />
        </>
      )}
      {value.type !== 'none' && (
        <ColourInput
          label={
            value.type === 'image' ? t('editor.background.tint') : t('editor.background.color')
          }
          value={value.color}
          onChange={(color) => change({ color })}
          path={`${path}.color`}
          optional
        />
      )}
    </FieldSet>
  )
}
