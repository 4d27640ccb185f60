import DeleteIcon from '@mui/icons-material/Delete'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type {
  ContentEntry,
  FaqEntry,
  FeatureEntry,
  TestimonialEntry,
} from '../../../../contract/schemas/pages.ts'
import { useDraft } from '../draft-store.ts'
import { blockPath } from '../field-errors.ts'
import type { ListKind, ScreenStack } from '../screen-stack.ts'
import { FaqEntryForm, FeatureForm, TestimonialForm } from './entry-forms.tsx'
import { CategorySelectionForm, ItemSelectionForm } from './selection-forms.tsx'

interface EntryScreenProps {
  uid: string
  field: string
  list: ListKind
  index: number
  screens: ScreenStack
}

/** The editor of one entry of a block's list, with a way to remove it. */
export function EntryScreen({ uid, field, list, index, screens }: EntryScreenProps) {
  const { t } = useTranslation()
  const blocks = useDraft((state) => state.draft?.page.content)
  const updateBlock = useDraft((state) => state.updateBlock)
  const blockIndex = blocks?.findIndex((block) => block.uid === uid) ?? -1
  const entries = blocks?.[blockIndex]?.fields[field]
  const entry: unknown = Array.isArray(entries) ? entries[index] : undefined
  if (entry === undefined) return <Typography>{t('editor.entry.missing')}</Typography>

  const changeList = (change: (list: unknown[]) => unknown[]) =>
    updateBlock(uid, (block) => {
      const current = block.fields[field]
      return {
        ...block,
        fields: { ...block.fields, [field]: change(Array.isArray(current) ? current : []) },
      }
    })
  const setEntry = (value: unknown) =>
    changeList((current) => current.map((old, at) => (at === index ? value : old)))
  const remove = () => {
    changeList((current) => current.filter((_old, at) => at !== index))
    screens.pop()
  }

  const path = `${blockPath(blockIndex, field)}[${index}]`
  const form = (() => {
    switch (list) {
      case 'faq':
        return <FaqEntryForm value={entry as FaqEntry} onChange={setEntry} path={path} />
      case 'testimonial':
        return <TestimonialForm value={entry as TestimonialEntry} onChange={setEntry} path={path} />
      case 'feature':
        return <FeatureForm value={entry as FeatureEntry} onChange={setEntry} path={path} />
      case 'item':
        return <ItemSelectionForm value={entry as ContentEntry} onChange={setEntry} path={path} />
      case 'category':
        return <CategorySelectionForm value={entry as string} onChange={setEntry} path={path} />
    }
  })()

  return (
    <Stack spacing={2}>
      {form}
      <Button color="error" startIcon={<DeleteIcon />} onClick={remove} sx={{ alignSelf: 'start' }}>
        {t('editor.entry.delete')}
      </Button>
    </Stack>
  )
}
