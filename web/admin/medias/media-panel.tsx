import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { usePermissions, useTranslate } from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { BonusFileList } from './bonus-file-list.tsx'
import { BonusFileUpload } from './bonus-file-upload.tsx'
import { CaptionList } from './caption-list.tsx'
import { CaptionUpload } from './caption-upload.tsx'
import { MediaImportsState } from './media-imports-state.tsx'
import { ThumbnailUpload } from './thumbnail-upload.tsx'
import { TrailerSection } from './trailer-section.tsx'
import { useAdminMedia } from './use-admin-media.ts'
import { PanelSection } from '../ui/panel-section.tsx'

/**
 * What staff add to a media once it is imported: its thumbnail, its captions per language, its
 * trailer and its bonus files. Staff who may not edit the catalogue see them without the
 * buttons; only those who may delete from it remove captions, the trailer or a bonus file.
 */
export function MediaPanel({ mediaUid }: { mediaUid: string }) {
  const translate = useTranslate()
  const { permissions } = usePermissions<StaffPermission[]>()
  const editable = permissions?.includes('catalogue.edit') ?? false
  const deletable = permissions?.includes('catalogue.delete') ?? false
  const media = useAdminMedia(mediaUid)
  if (!media.data) return null
  const bonusImports = media.data.imports.filter((upload) => upload.purpose === 'bonus')
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <PanelSection title={translate('vitrine.media.thumbnail')}>
          <ThumbnailUpload media={media.data} editable={editable} />
        </PanelSection>
        <PanelSection title={translate('vitrine.media.captions')}>
          {media.data.has_renditions ? (
            <>
              <CaptionList media={media.data} deletable={deletable} />
              {editable && <CaptionUpload mediaUid={mediaUid} />}
            </>
          ) : (
            <Alert severity="info">{translate('vitrine.media.importing')}</Alert>
          )}
        </PanelSection>
        <PanelSection title={translate('vitrine.media.trailer')}>
          <TrailerSection media={media.data} editable={editable} deletable={deletable} />
        </PanelSection>
        <PanelSection title={translate('vitrine.media.bonusFiles')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('vitrine.media.bonusHint')}
            </Typography>
            <BonusFileList media={media.data} deletable={deletable} />
            <MediaImportsState imports={bonusImports} />
            {editable && <BonusFileUpload mediaUid={mediaUid} />}
          </Box>
        </PanelSection>
      </CardContent>
    </Card>
  )
}
