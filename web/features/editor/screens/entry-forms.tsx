import { useTranslation } from '../../../i18n/use-translation.tsx'
import type {
  FaqEntry,
  FeatureEntry,
  ImageProps,
  TestimonialEntry,
} from '../../../../contract/schemas/pages.ts'
import { AvatarField } from '../fields/avatar-field.tsx'
import { ImageField } from '../fields/image-field.tsx'
import { ChoiceInput, TextInput } from '../fields/inputs.tsx'
import { TranslatedInput } from '../fields/translated-input.tsx'
import { FEATURE_ICON_NAMES } from '../feature-icons.ts'

interface EntryFormProps<T> {
  value: T
  onChange: (value: T) => void
  /** Where the server names this entry (`page.content[3].fields.entries[1]`). */
  path: string
}

/** A question of a FAQ and its answer (simple HTML is kept, anything that could run is not). */
export function FaqEntryForm({ value, onChange, path }: EntryFormProps<FaqEntry>) {
  const { t } = useTranslation()
  const change = (part: Partial<FaqEntry>) => onChange({ ...value, ...part })
  return (
    <>
      <TranslatedInput
        label={t('editor.faq.title')}
        value={value.title}
        english={value.title_en}
        onChange={(title) => change({ title })}
        onChangeEnglish={(title_en) => change({ title_en })}
        path={`${path}.title`}
      />
      <TranslatedInput
        label={t('editor.faq.description')}
        value={value.description}
        english={value.description_en}
        onChange={(description) => change({ description })}
        onChangeEnglish={(description_en) => change({ description_en })}
        path={`${path}.description`}
        hint={t('editor.faq.descriptionHint')}
        multiline
      />
      <ImageField
        legend={t('editor.faq.image')}
        value={value.image}
        onChange={(image: ImageProps | null) => change({ image })}
        path={`${path}.image`}
        nullable
      />
    </>
  )
}

/** What a customer said, who they are, and their photo. */
export function TestimonialForm({ value, onChange, path }: EntryFormProps<TestimonialEntry>) {
  const { t } = useTranslation()
  const change = (part: Partial<TestimonialEntry>) => onChange({ ...value, ...part })
  return (
    <>
      <TextInput
        label={t('editor.testimonial.name')}
        value={value.name}
        onChange={(name) => change({ name })}
        path={`${path}.name`}
      />
      <TranslatedInput
        label={t('editor.testimonial.role')}
        value={value.role}
        english={value.role_en}
        onChange={(role) => change({ role })}
        onChangeEnglish={(role_en) => change({ role_en })}
        path={`${path}.role`}
      />
      <TranslatedInput
        label={t('editor.testimonial.text')}
        value={value.text}
        english={value.text_en}
        onChange={(text) => change({ text })}
        onChangeEnglish={(text_en) => change({ text_en })}
        path={`${path}.text`}
        multiline
      />
      <AvatarField
        legend={t('editor.testimonial.avatar')}
        value={value.avatar}
        onChange={(avatar) => change({ avatar })}
        path={`${path}.avatar`}
      />
    </>
  )
}

/** A selling point: an icon, a title and a sentence. */
export function FeatureForm({ value, onChange, path }: EntryFormProps<FeatureEntry>) {
  const { t } = useTranslation()
  const change = (part: Partial<FeatureEntry>) => onChange({ ...value, ...part })
  return (
    <>
      <TranslatedInput
        label={t('editor.feature.title')}
        value={value.title}
        english={value.title_en}
        onChange={(title) => change({ title })}
        onChangeEnglish={(title_en) => change({ title_en })}
        path={`${path}.title`}
      />
      <TranslatedInput
        label={t('editor.feature.description')}
        value={value.description}
        english={value.description_en}
        onChange={(description) => change({ description })}
        onChangeEnglish={(description_en) => change({ description_en })}
        path={`${path}.description`}
        multiline
      />
      <ChoiceInput
        label={t('editor.feature.icon')}
        value={value.icon}
        onChange={(icon) => change({ icon })}
        path={`${path}.icon`}
        choices={FEATURE_ICON_NAMES.map((name) => ({ value: name, label: name }))}
      />
    </>
  )
}
