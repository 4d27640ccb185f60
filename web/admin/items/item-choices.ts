import {
  CONTENT_OBJECT_TYPES,
  PUBLICATION_STATES,
  VISIBILITY_TYPES,
} from '../../../contract/admin-item-values.ts'

/** The choices of the item fields, named by the back office's texts. */
export const TYPE_CHOICES = CONTENT_OBJECT_TYPES.map((id) => ({ id, name: `vitrine.type.${id}` }))
export const VISIBILITY_CHOICES = VISIBILITY_TYPES.map((id) => ({
  id,
  name: `vitrine.visibility.${id}`,
}))
export const PUBLICATION_CHOICES = PUBLICATION_STATES.map((id) => ({
  id,
  name: `vitrine.publicationState.${id}`,
}))
