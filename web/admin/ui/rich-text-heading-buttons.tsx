import Title from '@mui/icons-material/Title'
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material'
import { useEditorState } from '@tiptap/react'
import { useTranslate } from 'react-admin'
import { useTiptapEditor } from 'ra-input-rich-text'

const LEVELS = [2, 3] as const
type Level = (typeof LEVELS)[number]

/**
 * A heading and a subheading for the text under the caret, pressed again to go back to a
 * paragraph. It stands in for react-admin's level select, whose list items sit in a `nav`
 * that screen readers cannot read as a list. A description's first level is the page's.
 */
export function HeadingButtons(props: Omit<ToggleButtonGroupProps, 'value' | 'onChange'>) {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const level = useEditorState({
    editor,
    selector: ({ editor }) => LEVELS.find((level) => editor?.isActive('heading', { level })),
  })
  return (
    <ToggleButtonGroup
      {...props}
      exclusive
      disabled={!editor?.isEditable}
      value={level ?? null}
      onChange={(_, chosen: Level | null) => {
        const chain = editor?.chain().focus()
        if (chosen === null) chain?.setNode('paragraph').run()
        else chain?.setNode('heading', { level: chosen }).run()
      }}
    >
      {LEVELS.map((level) => {
        const label = translate(`ra.tiptap.heading${level}`)
        return (
          <ToggleButton key={level} value={level} aria-label={label} title={label}>
            <Title fontSize={level === 2 ? 'medium' : 'small'} />
          </ToggleButton>
        )
      })}
    </ToggleButtonGroup>
  )
}
