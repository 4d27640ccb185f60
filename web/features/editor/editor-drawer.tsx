import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import GlobalStyles from '@mui/material/GlobalStyles'
import LinearProgress from '@mui/material/LinearProgress'
import Portal from '@mui/material/Portal'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Block } from '../../../contract/schemas/pages.ts'
import { getEditorContent } from '../../api/admin-get-editor.ts'
import { saveEditorContent } from '../../api/admin-save-editor.ts'
import { isApiError, type ApiError } from '../../api/api-error.ts'
import '../../i18n/editor/texts.ts'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useDraft } from './draft-store.ts'
import { DrawerHeader } from './drawer-header.tsx'
import { FieldErrorsContext } from './field-errors.ts'
import { SaveBar } from './save-bar.tsx'
import { savedForm } from './saved-form.ts'
import { useScreenStack } from './screen-stack.ts'
import { ScreenView } from './screen-view.tsx'
import { scrollToBlock } from './scroll-to-block.ts'
import { useLivePreview, useRestorePreview } from './use-live-preview.ts'

/** Spec-free choice: wide enough for two fields side by side, narrow enough to see the page. */
export const EDITOR_DRAWER_WIDTH = 400

const NO_ERRORS: Record<string, string[]> = {}

/**
 * The site editor (spec §2, §4): a drawer beside the page holding a stack of screens. Staff edit
 * a draft the page previews live, then save it or discard it.
 */
export function EditorDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const headingId = useId()
  const content = useQuery({
    queryKey: ['admin', 'editor'],
    queryFn: ({ signal }) => getEditorContent(signal),
    staleTime: Infinity,
    gcTime: 0,
  })
  const { draft, saved, load, discard, clear } = useDraft()
  const dirty = draft !== saved
  const activeUid = useEditorFocus((state) => state.activeBlockUid)
  const screens = useScreenStack()
  const restorePreview = useRestorePreview()
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<ApiError | null>(null)
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (content.data) load(content.data)
  }, [content.data, load])
  useLivePreview(draft, saved)

  const save = useMutation({
    mutationFn: saveEditorContent,
    onSuccess: (answer) => {
      load(answer)
      setFailure(null)
      setStatus(t('editor.save.saved'))
    },
    onError: (error) => setFailure(isApiError(error) ? error : null),
  })

  const openBlock = (uid: string) => {
    useEditorFocus.getState().setActiveBlock(uid)
    screens.set({ kind: 'block', uid })
    scrollToBlock(uid)
  }
  const addBlock = (block: Block) => {
    useDraft.getState().addBlock(block)
    openBlock(block.uid)
  }
  const close = () => {
    setLeaving(false)
    clear()
    useEditorFocus.getState().setActiveBlock(null)
    restorePreview()
    onClose()
  }

  return (
    <Portal>
      <GlobalStyles
        styles={(theme) => ({
          body: { [theme.breakpoints.up('md')]: { marginRight: EDITOR_DRAWER_WIDTH } },
        })}
      />
      <Drawer
        variant="persistent"
        anchor="right"
        open
        slotProps={{ paper: { sx: { width: { xs: '100%', md: EDITOR_DRAWER_WIDTH } } } }}
      >
        <Box
          component="aside"
          aria-labelledby={headingId}
          sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          <DrawerHeader
            headingId={headingId}
            screen={screens.current}
            canGoBack={screens.canGoBack}
            onBack={screens.pop}
            onClose={() => (dirty ? setLeaving(true) : close())}
          />
          <FieldErrorsContext.Provider value={failure?.details ?? NO_ERRORS}>
            <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
              {draft ? (
                <ScreenView
                  screens={screens}
                  activeUid={activeUid}
                  onOpenBlock={openBlock}
                  onAddBlock={addBlock}
                />
              ) : content.isError ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => void content.refetch()}>
                      {t('editor.drawer.retry')}
                    </Button>
                  }
                >
                  {t('editor.drawer.loadFailed')}
                </Alert>
              ) : (
                <LinearProgress aria-label={t('editor.drawer.loading')} />
              )}
            </Box>
          </FieldErrorsContext.Provider>
          {draft && (
            <SaveBar
              dirty={dirty}
              saving={save.isPending}
              status={dirty ? '' : status}
              failure={failure}
              onSave={() => save.mutate(savedForm(draft))}
              onDiscard={() => {
                discard()
                setFailure(null)
                setStatus(t('editor.save.discarded'))
              }}
              onOpenBlock={openBlock}
            />
          )}
        </Box>
      </Drawer>
      <ConfirmDialog
        open={leaving}
        title={t('editor.leave.title')}
        text={t('editor.leave.text')}
        confirm={t('editor.leave.confirm')}
        cancel={t('editor.leave.stay')}
        onConfirm={close}
        onCancel={() => setLeaving(false)}
      />
    </Portal>
  )
}
