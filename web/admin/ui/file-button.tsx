import UploadFileIcon from '@mui/icons-material/UploadFile'
import Button from '@mui/material/Button'

/**
 * A button that opens the file chooser and hands over the file picked; the input inside the
 * label gives it its name for screen readers and tests alike.
 */
export function FileButton(props: {
  label: string
  /** The types offered in the chooser; any file when absent. */
  accept?: string
  disabled?: boolean
  onFile: (file: File) => void
}) {
  const { label, accept, disabled, onFile } = props
  return (
    <Button
      component="label"
      variant="outlined"
      size="small"
      startIcon={<UploadFileIcon />}
      disabled={disabled}
    >
      {label}
      <input
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again is a new choice.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </Button>
  )
}
