import { useTranslation } from '../../../i18n/use-translation.tsx'
import { englishOf } from '../../../../contract/values/page-language.ts'
import { TextInput } from './inputs.tsx'

interface TranslatedInputProps {
  label: string
  /** The French text, which every visitor reads unless an English one is given. */
  value: string
  /** Its English version (`text_en` beside `text`); missing on blocks saved before it. */
  english: string | undefined
  onChange: (value: string) => void
  onChangeEnglish: (english: string) => void
  /** Where the server names the French text; the English one is named `<path>_en`. */
  path: string
  multiline?: boolean
  hint?: string
}

/** A text of a block and, right under it, the English version English visitors read. */
export function TranslatedInput(props: TranslatedInputProps) {
  const { t } = useTranslation()
  return (
    <>
      <TextInput
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        path={props.path}
        multiline={props.multiline}
        hint={props.hint}
      />
      <TextInput
        label={t('editor.english.label', { label: props.label })}
        value={props.english ?? ''}
        onChange={props.onChangeEnglish}
        path={englishOf(props.path)}
        multiline={props.multiline}
        hint={t('editor.english.hint')}
      />
    </>
  )
}
