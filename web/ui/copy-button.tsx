import CheckIcon from '@mui/icons-material/Check'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Button from '@mui/material/Button'
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.tsx'

const CONFIRMATION_MS = 2000

/**
 * Copies `text` to the clipboard and says so for a moment. `label` names what is copied, e.g.
 * "Copy the promo code", since the button's own text is only "Copy".
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    )

  return (
    <Button
      variant="outlined"
      size="small"
      aria-label={label}
      startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{t(`clipboard.${state}`)}</span>
    </Button>
  )
}
