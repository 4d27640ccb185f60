import { useCallback, useState } from 'react'
import { defaultOptions, DetailedError, Upload } from 'tus-js-client'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../../../contract/values/api-paths.ts'
import { UPLOAD_METADATA, UPLOADS_PATH } from '../../../contract/values/admin-media-imports.ts'
import { storedToken } from './staff-fetch.ts'

/**
 * Each PATCH's size: a request costs a few milliseconds of its own, so fewer and larger ones go
 * faster (tus-js-client in Node sent 8 MiB ones at about 250 MiB/s, 32 MiB ones at about 330).
 * With 32 MiB, Chromium sends a file to this server as fast as to a bare one (bench/upload.ts). A
 * cut loses nothing either way, as the server keeps what it received; it stays under the 64 MiB
 * body limit of docs/nginx.conf.
 */
const CHUNK_BYTES = 32 * 1024 * 1024
/** A cut connection is tried again after these pauses, going on where the server stopped. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000]

export interface FileUpload {
  key: string
  name: string
  size: number
  /** From 0 to 1. */
  progress: number
  state: 'sending' | 'sent' | 'failed'
  /** Why the server refused it, in its words. */
  error?: string
}

/** The server's reason for a refusal (its §8 message), or null when there was no answer. */
function refusalOf(error: Error): string | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null
  try {
    const body = JSON.parse(error.originalResponse.getBody()) as { message?: unknown }
    return typeof body.message === 'string' ? body.message : null
  } catch {
    return null
  }
}

/**
 * Uploads files to the staff API with tus (tus-js-client): in chunks, retried after a network
 * cut, and resumed after a page reload when the same file is chosen again for the same purpose
 * (the browser keeps where each file stopped). `metadata` says what the files are for
 * (UPLOAD_METADATA); `onSent` runs as each one finishes.
 */
export function useUploads(onSent: () => void) {
  const [uploads, setUploads] = useState<FileUpload[]>([])

  const change = useCallback((key: string, fields: Partial<FileUpload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...fields } : upload)),
    )
  }, [])

  const send = useCallback(
    (files: File[], metadata: Record<string, string> = {}) => {
      // A file half sent as a new item must not resume as a trailer, nor the other way round.
      const purpose = [metadata[UPLOAD_METADATA.purpose], metadata[UPLOAD_METADATA.mediaUid]]
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
          metadata: { [UPLOAD_METADATA.fileName]: file.name, filetype: file.type, ...metadata },
          fingerprint: async (chosen, options) =>
            [await defaultOptions.fingerprint(chosen, options), ...purpose]
              .filter(Boolean)
              .join('-'),
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
          onError: (error) =>
            change(key, { state: 'failed', error: refusalOf(error) ?? undefined }),
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
