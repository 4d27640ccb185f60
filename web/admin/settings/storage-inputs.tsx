import { NumberInput } from 'react-admin'
import { MAX_UPLOAD_QUOTA_GIB } from '../../../contract/values/admin-settings.ts'

/** How much the website's videos and files may take: an upload past it is refused as it starts. */
export function StorageInputs() {
  return (
    <NumberInput
      source="upload_quota_gib"
      label="vitrine.settings.uploadQuota"
      helperText="vitrine.settings.uploadQuotaHelp"
      step={1}
      min={0}
      max={MAX_UPLOAD_QUOTA_GIB}
    />
  )
}
