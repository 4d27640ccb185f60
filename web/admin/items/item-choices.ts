import {
  CONTENT_OBJECT_TYPES,
  PUBLICATION_STATES,
  VISIBILITY_TYPES,
} from '../../../contract/values/admin-items.ts'
import { choicesOf } from '../ui/choices.ts'

/** The choices of the item fields, named by the back office's texts. */
export const TYPE_CHOICES = choicesOf(CONTENT_OBJECT_TYPES, 'vitrine.type')
export const VISIBILITY_CHOICES = choicesOf(VISIBILITY_TYPES, 'vitrine.visibility')
export const PUBLICATION_CHOICES = choicesOf(PUBLICATION_STATES, 'vitrine.publicationState')
