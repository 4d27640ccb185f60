import { SearchInput, SelectInput } from 'react-admin'
import { PUBLICATION_CHOICES, TYPE_CHOICES, VISIBILITY_CHOICES } from './item-choices.ts'
import { useCategoryChoices } from './category-choices.ts'

/** The filters of the items list: words, category, visibility, type and publication. */
export function useItemFilters() {
  const categories = useCategoryChoices()
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="category" source="category" choices={categories} />,
    <SelectInput key="visibility_type" source="visibility_type" choices={VISIBILITY_CHOICES} />,
    <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
    <SelectInput key="publication" source="publication" choices={PUBLICATION_CHOICES} />,
  ]
}
