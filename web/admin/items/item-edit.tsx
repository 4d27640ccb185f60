import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  Edit,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextArrayInput,
  TextInput,
  useTranslate,
  Toolbar,
  maxLength,
  required,
  usePermissions,
  useRecordContext,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import {
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_EXCERPT_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
} from '../../../contract/values/admin-items.ts'
import type { AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { useCategoryChoices } from './category-choices.ts'
import { ItemActions } from './item-actions.tsx'
import { itemChange, type ItemFormValues } from './item-change.ts'
import { VISIBILITY_CHOICES } from './item-choices.ts'
import { GivenAwayDialog } from './given-away-dialog.tsx'
import { useGivenAway } from './use-given-away.ts'
import { PlaylistMediasInput } from './playlist-medias-input.tsx'
import { PriceInputs } from './price-inputs.tsx'
import { RichTextEditor } from '../ui/rich-text-input.tsx'
import { LanguageTabs } from '../ui/language-tabs.tsx'

/** The categories input works on uids; the record holds `{uid, name}`. */
const categoryUids = (categories: AdminItemDetail['categories'] | undefined) =>
  (categories ?? []).map((category) => category.uid)
const asCategories = (uids: string[] | undefined) => (uids ?? []).map((uid) => ({ uid, name: '' }))

/** A playlist's medias, in order and by season; a media item has none. */
function PlaylistMedias() {
  const item = useRecordContext<ItemFormValues>()
  return item?.type === 'playlist' ? <PlaylistMediasInput disabled={false} /> : null
}

/**
 * The edit screen's answer to a playlist that would give medias away: confirm, or go to the
 * inputs that set the playlist's own visibility and price.
 */
function EditGivenAwayDialog({
  givenAway,
  may,
}: {
  givenAway: ReturnType<typeof useGivenAway>
  may: (permission: StaffPermission) => boolean
}) {
  const translate = useTranslate()
  const { setFocus } = useFormContext()
  const field = may('catalogue.publish') ? 'visibility_type' : 'monetization_enabled'
  return (
    <GivenAwayDialog
      refusal={givenAway.refusal}
      open={givenAway.open}
      onClose={givenAway.close}
      mayConfirm={may('catalogue.prices')}
      choice={translate('vitrine.playlist.givenAway.choiceEdit')}
      instead={
        may('catalogue.prices')
          ? {
              label: translate('vitrine.playlist.givenAway.priceInstead'),
              run: () => {
                givenAway.close()
                setFocus(field)
              },
            }
          : null
      }
    />
  )
}

/** Save only: an item is deleted from its page. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/**
 * One item's form: its texts, tags, categories, who may watch it, when it is published and what
 * it sells for. What a role may not change is shown but disabled; the server checks again.
 * Saving sends only what changed (item-change.ts).
 */
export function ItemEdit() {
  const { permissions } = usePermissions<StaffPermission[]>()
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false
  const categories = useCategoryChoices()
  const translate = useTranslate()
  const givenAway = useGivenAway()
  return (
    <Edit<ItemFormValues>
      actions={<ItemActions screen="edit" />}
      mutationMode="pessimistic"
      mutationOptions={{ onError: givenAway.onError }}
      redirect="show"
      transform={(values, options) =>
        itemChange(values, (options?.previousData ?? values) as ItemFormValues, may)
      }
    >
      <SimpleForm toolbar={<SaveOnly />}>
        <LanguageTabs
          french={
            <>
              <TextInput
                source="name"
                validate={[required(), maxLength(ITEM_NAME_MAX_LENGTH)]}
                fullWidth
              />
              <TextInput
                source="excerpt"
                validate={maxLength(ITEM_EXCERPT_MAX_LENGTH)}
                multiline
                fullWidth
              />
              <RichTextEditor
                source="description"
                validate={maxLength(ITEM_DESCRIPTION_MAX_LENGTH)}
                fullWidth
              />
            </>
          }
          english={
            <>
              <TextInput source="name_en" validate={maxLength(ITEM_NAME_MAX_LENGTH)} fullWidth />
              <TextInput
                source="excerpt_en"
                validate={maxLength(ITEM_EXCERPT_MAX_LENGTH)}
                multiline
                fullWidth
              />
              <RichTextEditor
                source="description_en"
                validate={maxLength(ITEM_DESCRIPTION_MAX_LENGTH)}
                fullWidth
              />
            </>
          }
        />
        <TextArrayInput source="tags" fullWidth />
        <AutocompleteArrayInput
          noOptionsText={translate('ra.navigation.no_results')}
          source="categories"
          choices={categories}
          format={categoryUids}
          parse={asCategories}
          fullWidth
        />
        <SelectInput
          source="visibility_type"
          choices={VISIBILITY_CHOICES}
          validate={required()}
          disabled={!may('catalogue.publish')}
        />
        <BooleanInput
          source="monetization_enabled"
          label="vitrine.monetized"
          disabled={!may('catalogue.prices')}
        />
        <BooleanInput source="is_content_downloadable" disabled={!may('catalogue.prices')} />
        <DateTimeInput
          source="published_at"
          disabled={!may('catalogue.publish')}
          helperText="vitrine.publication.help"
          validate={required()}
        />
        <PlaylistMedias />
        <PriceInputs disabled={!may('catalogue.prices')} />
        <EditGivenAwayDialog givenAway={givenAway} may={may} />
      </SimpleForm>
    </Edit>
  )
}
