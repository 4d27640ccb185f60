import Button from '@mui/material/Button'
import { useTranslation } from '../../../i18n/use-translation.tsx'

/** Takes a picture field's picture away (its value becomes null). */
export function RemoveImageButton({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation()
  return (
    <Button size="small" color="error" onClick={onRemove} sx={{ alignSelf: 'start' }}>
      {t('editor.image.remove')}
    </Button>
  )
}
