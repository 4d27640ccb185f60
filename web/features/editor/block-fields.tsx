import { memo } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type {
  Background,
  Block,
  BlockComponent,
  ButtonProps,
  ImageProps,
  TextProps,
} from '../../../contract/schemas/pages.ts'
import { BLOCK_FORMS, EMPTY_ENTRY, isListKind, type FieldKind } from './block-forms.ts'
import { BackgroundField } from './fields/background-field.tsx'
import { ButtonField } from './fields/button-field.tsx'
import { ColourInput } from './fields/colour-input.tsx'
import { ImageField } from './fields/image-field.tsx'
import { LayoutField } from './fields/layout-field.tsx'
import { ListField } from './fields/list-field.tsx'
import { TextPropsField } from './fields/text-props-field.tsx'
import { TranslatedInput } from './fields/translated-input.tsx'
import { englishOf } from '../../../contract/values/page-language.ts'
import { blockPath } from './field-errors.ts'
import type { ListKind } from './screen-stack.ts'
import type { TextKeyName } from '../../i18n/text-keys.ts'

type SetField = (name: string, value: unknown) => void
type OpenEntry = (field: string, list: ListKind, index: number) => void

interface PropertyFieldProps {
  component: BlockComponent
  name: string
  kind: FieldKind
  value: unknown
  /** The English version of a plain text (`title_en` beside `title`). */
  english: unknown
  /** The block's place in the page, for the paths the server names errors by. */
  index: number
  onChange: SetField
  onOpenEntry: OpenEntry
}

/**
 * The field of one property. Memoised: typing in one field redraws that field only, not the
 * forty others of a banner.
 */
const PropertyField = memo(function PropertyField(props: PropertyFieldProps) {
  const { component, name, kind, value, index } = props
  const { t } = useTranslation()
  // A field's own label for this block if it has one, else the one fields of that name share.
  const label = t([`editor.fields.${component}.${name}`, `editor.fields.${name}`] as TextKeyName[])
  const path = blockPath(index, name)
  const set = (next: unknown) => props.onChange(name, next)
  if (isListKind(kind)) {
    const entries = Array.isArray(value) ? value : []
    return (
      <ListField
        legend={label}
        kind={kind}
        entries={entries}
        onAdd={() => set([...entries, EMPTY_ENTRY[kind]()])}
        onOpen={(entry) => props.onOpenEntry(name, kind, entry)}
      />
    )
  }
  const common = { legend: label, path }
  switch (kind) {
    case 'styled-text':
      return <TextPropsField {...common} value={value as TextProps} onChange={set} />
    case 'button':
      return <ButtonField {...common} value={value as ButtonProps} onChange={set} />
    case 'image':
      return <ImageField {...common} value={value as ImageProps} onChange={set} />
    case 'background':
      return <BackgroundField {...common} value={value as Background} onChange={set} />
    case 'colour':
      return (
        <ColourInput label={label} value={value as string} onChange={set} path={path} optional />
      )
    case 'layout':
      return (
        <LayoutField
          component={component}
          label={label}
          value={value as string}
          onChange={set}
          path={path}
        />
      )
    default:
      return (
        <TranslatedInput
          label={label}
          value={value as string}
          english={props.english as string | undefined}
          onChange={set}
          onChangeEnglish={(english) => props.onChange(englishOf(name), english)}
          path={path}
        />
      )
  }
})

interface BlockFieldsProps {
  block: Block
  index: number
  /** Stable across renders, so untouched fields are not redrawn. */
  onChange: SetField
  onOpenEntry: OpenEntry
}

/** One labelled field per property of the block (spec §2), as its component has them. */
export function BlockFields({ block, index, onChange, onOpenEntry }: BlockFieldsProps) {
  return BLOCK_FORMS[block.component].map(([name, kind]) => (
    <PropertyField
      key={name}
      component={block.component}
      name={name}
      kind={kind}
      value={block.fields[name]}
      english={block.fields[englishOf(name)]}
      index={index}
      onChange={onChange}
      onOpenEntry={onOpenEntry}
    />
  ))
}
