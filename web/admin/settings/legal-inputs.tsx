import { BooleanInput, maxLength } from 'react-admin'
import { LEGAL_MAX_LENGTH } from '../../../contract/values/admin-settings.ts'
import { RichTextEditor } from '../ui/rich-text-input.tsx'

/** The legal page: shown or not, and its text (the server keeps only safe HTML). */
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
    </>
  )
}
