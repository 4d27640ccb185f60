import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { usePermissions, useRecordContext, useTranslate } from 'react-admin'
import type { StaffPermission } from '../../../../contract/values/staff-roles.ts'
import { CATEGORY_PICTURES } from '../../../../contract/values/admin-categories.ts'
import type { CategoryRecord } from '../get-categories.ts'
import { PictureUpload } from './picture-upload.tsx'

/** The category's vertical image and icon, each replaced or removed on its own. */
export function CategoryPictures() {
  const translate = useTranslate()
  const category = useRecordContext<CategoryRecord>()
  const { permissions } = usePermissions<StaffPermission[]>()
  const headingId = useId()
  if (!category) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.category.pictures')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('vitrine.category.picturesHelp')}
      </Typography>
      {CATEGORY_PICTURES.map((picture) => (
        <PictureUpload
          key={picture}
          uid={category.uid}
          picture={picture}
          address={category[picture]}
          removable={permissions?.includes('catalogue.delete') ?? false}
        />
      ))}
    </Box>
  )
}
