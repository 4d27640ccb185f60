import { useCallback, useState } from 'react'
import { Upload } from 'tus-js-client'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../../../contract/api-paths.ts'
import { UPLOADS_PATH } from '../../../contract/media-import-values.ts'
import { storedToken } from '../api/staff-fetch.ts'

/** Big enough to go fast, small enough that a cut loses little. */
const CHUNK_BYTES = 8 * 1024 * 1024
/** A cut connection is tried again after these pauses, going on where the server stopped. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000]

export interface VideoUpload {
  key: string
  name: string
  size: number
  /** From 0 to 1. */
  progress: number
  state: 'sending' | 'sent' | 'failed'
}

/**
 * Uploads videos to the staff API with tus (tus-js-client): in chunks, retried after a network
 * cut, and resumed after a page reload when the same file is chosen again (the browser keeps
 * where each file stopped). `onSent` runs as each one finishes, for the imports list to refresh.
 */
export function useVideoUploads(onSent: () => void) {
  const [uploads, setUploads] = useState<VideoUpload[]>([])

  const change = useCallback((key: string, fields: Partial<VideoUpload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...fields } : upload)),
    )
  }, [])

  const send = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = `${file.name}-${file.size}-${file.lastModified}-${Date.now()}`
        setUploads((current) => [
          ...current,
          { key, name: file.name, size: file.size, progress: 0, state: 'sending' },
        ])
        const upload = new Upload(file, {
          endpoint: `${ADMIN_API_BASE}${UPLOADS_PATH}`,
          chunkSize: CHUNK_BYTES,
          retryDelays: RETRY_DELAYS_MS,
          metadata: { filename: file.name, filetype: file.type },
          removeFingerprintOnSuccess: true,
          onBeforeRequest: (request) => {
            const token = storedToken()
            if (token) request.setHeader('Authorization', `${TOKEN_SCHEME} ${token}`)
          },
          onProgress: (sent, total) => change(key, { progress: total > 0 ? sent / total : 0 }),
          onSuccess: () => {
            change(key, { progress: 1, state: 'sent' })
            onSent()
          },
          onError: () => change(key, { state: 'failed' }),
        })
        void upload.findPreviousUploads().then((previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
          upload.start()
        })
      }
    },
    [change, onSent],
  )

  return { uploads, send }
}
