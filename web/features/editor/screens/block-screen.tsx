import DeleteIcon from '@mui/icons-material/Delete'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useCallback, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { useEditorFocus } from '../../../lib/editor-focus.ts'
import { BlockFields } from '../block-fields.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { useDraft } from '../draft-store.ts'
import { TextInput } from '../fields/inputs.tsx'
import type { ListKind, ScreenStack } from '../screen-stack.ts'

/** A block's editor: the show/hide switch, its name, one field per property, and delete. */
export function BlockScreen({ uid, screens }: { uid: string; screens: ScreenStack }) {
  const { t } = useTranslation()
  const blocks = useDraft((state) => state.draft?.page.content)
  const updateBlock = useDraft((state) => state.updateBlock)
  const deleteBlock = useDraft((state) => state.deleteBlock)
  const [deleting, setDeleting] = useState(false)
  const { push } = screens
  const setField = useCallback(
    (name: string, value: unknown) =>
      updateBlock(uid, (current) => ({ ...current, fields: { ...current.fields, [name]: value } })),
    [uid, updateBlock],
  )
  const openEntry = useCallback(
    (field: string, list: ListKind, entry: number) =>
      push({ kind: 'entry', uid, field, list, index: entry }),
    [uid, push],
  )
  const index = blocks?.findIndex((block) => block.uid === uid) ?? -1
  const block = blocks?.[index]
  if (!block) return <Typography>{t('editor.block.missing')}</Typography>

  const remove = () => {
    setDeleting(false)
    deleteBlock(uid)
    useEditorFocus.getState().setActiveBlock(null)
    screens.set({ kind: 'index' })
  }

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={block.is_displayed}
            onChange={(event) =>
              updateBlock(uid, (current) => ({ ...current, is_displayed: event.target.checked }))
            }
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label={t('editor.block.visible')}
      />
      <TextInput
        label={t('editor.block.name')}
        value={block.title}
        onChange={(title) => updateBlock(uid, (current) => ({ ...current, title }))}
        path={`page.content[${index}].title`}
        hint={t('editor.block.nameHint')}
      />
      <BlockFields block={block} index={index} onChange={setField} onOpenEntry={openEntry} />
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setDeleting(true)}
        sx={{ alignSelf: 'start' }}
      >
        {t('editor.block.delete')}
      </Button>
      <ConfirmDialog
        open={deleting}
        title={t('editor.block.deleteTitle')}
        text={t('editor.block.deleteText', { name: block.title })}
        confirm={t('editor.block.confirmDelete')}
        cancel={t('editor.block.cancel')}
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      />
    </Stack>
  )
}
