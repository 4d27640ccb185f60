import { BooleanInput, maxLength } from 'react-admin'
import { LEGAL_MAX_LENGTH } from '../../../contract/values/admin-settings.ts'
import { RichTextEditor } from '../ui/rich-text-input.tsx'

/**
 * The legal page: shown or not, and its text in French and, for visitors who chose English, in
 * English (the server keeps only safe HTML).
 */
export function LegalInputs() {
  return (
    <>
      <BooleanInput source="show_legal" label="vitrine.settings.show_legal" />
      <RichTextEditor
        source="legal"
        label="vitrine.settings.legal"
        helperText="vitrine.settings.legalHelp"
        validate={maxLength(LEGAL_MAX_LENGTH)}
        fullWidth
      />
      <RichTextEditor
        source="legal_en"
        label="vitrine.settings.legal_en"
        helperText="vitrine.settings.legalEnHelp"
        validate={maxLength(LEGAL_MAX_LENGTH)}
        fullWidth
      />
    </>
  )
}
