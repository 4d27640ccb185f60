import Stack from '@mui/material/Stack'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { BUTTON_ACTIONS } from '../../../../contract/values/block-layouts.ts'
import type { ButtonProps } from '../../../../contract/schemas/pages.ts'
import { ColourInput } from './colour-input.tsx'
import { FieldSet } from './field-set.tsx'
import { ChoiceInput, TextInput } from './inputs.tsx'
import { TranslatedInput } from './translated-input.tsx'
import type { TextKeyName } from '../../../i18n/text-keys.ts'

const VARIANTS = ['contained', 'outlined', 'text'] as const
const SIZES = ['small', 'medium', 'large'] as const
const SHAPES = ['rounded', 'square', 'pill'] as const

interface ButtonFieldProps {
  legend: string
  value: ButtonProps
  onChange: (value: ButtonProps) => void
  path: string
}

/** A call-to-action button: its words, what it does, and how it looks. */
export function ButtonField({ legend, value, onChange, path }: ButtonFieldProps) {
  const { t } = useTranslation()
  const change = (part: Partial<ButtonProps>) => onChange({ ...value, ...part })
  const choices = (group: 'actions' | 'variants' | 'sizes' | 'shapes', values: readonly string[]) =>
    values.map((option) => ({
      value: option,
      // Each option of these lists has its text (editor/fr.json, en.json).
      label: t(`editor.${group}.${option}` as TextKeyName),
    }))
  return (
    <FieldSet legend={legend}>
      <TranslatedInput
        label={t('editor.button.text')}
        value={value.text}
        english={value.text_en}
        onChange={(text) => change({ text })}
        onChangeEnglish={(text_en) => change({ text_en })}
        path={`${path}.text`}
        hint={t('editor.button.textHint')}
      />
      <ChoiceInput
        label={t('editor.button.action')}
        value={value.action}
        onChange={(action) => change({ action: action as ButtonProps['action'] })}
        path={`${path}.action`}
        choices={choices('actions', BUTTON_ACTIONS)}
      />
      {value.action === 'link' && (
        <TextInput
          label={t('editor.button.href')}
          value={value.href}
          onChange={(href) => change({ href })}
          path={`${path}.href`}
          hint={t('editor.button.hrefHint')}
        />
      )}
      <Stack direction="row" spacing={1}>
        <ChoiceInput
          label={t('editor.button.variant')}
          value={value.variant}
          onChange={(variant) => change({ variant: variant as ButtonProps['variant'] })}
          choices={choices('variants', VARIANTS)}
        />
        <ChoiceInput
          label={t('editor.button.size')}
          value={value.size}
          onChange={(size) => change({ size: size as ButtonProps['size'] })}
          choices={choices('sizes', SIZES)}
        />
      </Stack>
      <ChoiceInput
        label={t('editor.button.shape')}
        value={value.shape}
        onChange={(shape) => change({ shape: shape as ButtonProps['shape'] })}
        choices={choices('shapes', SHAPES)}
      />
      <ColourInput
        label={t('editor.button.color')}
        value={value.color}
        onChange={(color) => change({ color })}
        path={`${path}.color`}
        optional
      />
      <ColourInput
        label={t('editor.button.colorText')}
        value={value.colorText}
        onChange={(colorText) => change({ colorText })}
        path={`${path}.colorText`}
        optional
      />
    </FieldSet>
  )
}
