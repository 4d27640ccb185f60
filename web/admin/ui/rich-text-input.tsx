import { Fragment, useMemo } from 'react'
import { useTranslateLabel } from 'react-admin'
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text'
import { HeadingButtons } from './rich-text-heading-buttons.tsx'

/**
 * Rich text as the server keeps it (server/modules/pages/sanitize.ts): headings, emphasis,
 * lists, links and quotes; no colours, alignment or pictures, which it would strip.
 *
 * The editable area carries the field's name itself: react-admin labels only its wrapper,
 * which leaves screen readers (and axe) an unnamed text box.
 */
export function RichTextEditor(props: RichTextInputProps) {
  const translateLabel = useTranslateLabel()
  const label = translateLabel({ source: props.source, label: props.label })
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-label': String(label), 'aria-multiline': 'true' } },
    }),
    [label],
  )
  // A text that cannot be changed shows no formatting buttons. The input falls back to its
  // default toolbar for a missing one, so "none" is an empty fragment.
  const locked = props.disabled === true || props.readOnly === true
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={
        locked ? (
          <Fragment />
        ) : (
          <RichTextInputToolbar>
            <HeadingButtons size="small" />
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <QuoteButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
        )
      }
    />
  )
}
