import Stack from '@mui/material/Stack'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { TextProps } from '../../../../contract/schemas/pages.ts'
import { ColourInput } from './colour-input.tsx'
import { FieldSet } from './field-set.tsx'
import { CheckInput, ChoiceInput, NumberInput } from './inputs.tsx'
import { TranslatedInput } from './translated-input.tsx'

/** Font families a text may use; '' is the theme's. */
const FONT_FAMILIES = [
  'Roboto, sans-serif',
  'Georgia, serif',
  "'Times New Roman', serif",
  'Helvetica, Arial, sans-serif',
  'Verdana, sans-serif',
  "'Courier New', monospace",
]
const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const

interface TextPropsFieldProps {
  legend: string
  value: TextProps
  onChange: (value: TextProps) => void
  /** Where the server names this text (`page.content[0].fields.title`). */
  path: string
}

/** A styled text of a banner: its words (French and English), colour, font, alignment, size, weight and slant. */
export function TextPropsField({ legend, value, onChange, path }: TextPropsFieldProps) {
  const { t } = useTranslation()
  const change = (part: Partial<TextProps>) => onChange({ ...value, ...part })
  return (
    <FieldSet legend={legend}>
      <TranslatedInput
        label={t('editor.text.text')}
        value={value.text}
        english={value.text_en}
        onChange={(text) => change({ text })}
        onChangeEnglish={(text_en) => change({ text_en })}
        path={`${path}.text`}
        multiline
      />
      <ColourInput
        label={t('editor.text.color')}
        value={value.color}
        onChange={(color) => change({ color })}
        path={`${path}.color`}
        optional
      />
      <ChoiceInput
        label={t('editor.text.fontFamily')}
        value={value.fontFamily}
        onChange={(fontFamily) => change({ fontFamily })}
        path={`${path}.fontFamily`}
        choices={[
          { value: '', label: t('editor.text.themeFont') },
          ...FONT_FAMILIES.map((family) => ({ value: family, label: family })),
        ]}
      />
      <Stack direction="row" spacing={1}>
        <ChoiceInput
          label={t('editor.text.textAlign')}
          value={value.textAlign}
          onChange={(textAlign) => change({ textAlign: textAlign as TextProps['textAlign'] })}
          path={`${path}.textAlign`}
          choices={ALIGNMENTS.map((align) => ({ value: align, label: t(`editor.align.${align}`) }))}
        />
        <NumberInput
          label={t('editor.text.fontSize')}
          value={value.fontSize}
          onChange={(fontSize) => change({ fontSize })}
          path={`${path}.fontSize`}
          min={8}
          max={160}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <CheckInput
          label={t('editor.text.fontIsBold')}
          value={value.fontIsBold}
          onChange={(fontIsBold) => change({ fontIsBold })}
        />
        <CheckInput
          label={t('editor.text.fontIsItalic')}
          value={value.fontIsItalic}
          onChange={(fontIsItalic) => change({ fontIsItalic })}
        />
      </Stack>
    </FieldSet>
  )
}
