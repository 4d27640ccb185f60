import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  UPLOAD_METADATA,
  type UploadPurpose,
} from '../../../contract/values/admin-media-imports.ts'
import { useUploads } from '../api/use-uploads.ts'
import { mediaKey } from './use-admin-media.ts'

/**
 * Sends a file for the media (its trailer, a bonus file) with tus, saying what it is for. Once
 * sent, the media is asked again: its import shows there until the file is in place. Only the
 * files still on their way, or refused, are answered: a sent one is the server's to show.
 */
export function useMediaUploads(mediaUid: string, purpose: Exclude<UploadPurpose, 'item'>) {
  const queryClient = useQueryClient()
  const onSent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: mediaKey(mediaUid) })
  }, [queryClient, mediaUid])
  const { uploads, send } = useUploads(onSent)
  const sendFile = useCallback(
    (file: File, displayName = '') => {
      const name = displayName.trim()
      send([file], {
        [UPLOAD_METADATA.purpose]: purpose,
        [UPLOAD_METADATA.mediaUid]: mediaUid,
        ...(name ? { [UPLOAD_METADATA.displayName]: name } : {}),
      })
    },
    [send, purpose, mediaUid],
  )
  return {
    uploads: uploads.filter((upload) => upload.state !== 'sent'),
    sending: uploads.some((upload) => upload.state === 'sending'),
    send: sendFile,
  }
}
