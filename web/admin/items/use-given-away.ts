import { useCallback, useState } from 'react'
import { HttpError } from 'react-admin'
import type { MediaGivenAway, MediasGivenAwayError } from '../../../contract/schemas/admin-items.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

/** A save the server refused because the playlist would give medias away. */
export interface GivenAwayRefusal {
  medias: MediaGivenAway[]
  /** The body that was sent, to send again confirmed or changed. */
  sent: Record<string, unknown>
}

/** The medias a failed save would give away, when that is why the server refused it. */
export function mediasGivenAway(error: unknown): MediaGivenAway[] | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null
  const medias = (error.body as Partial<MediasGivenAwayError> | undefined)?.medias_given_away
  return medias && medias.length > 0 ? medias : null
}

/**
 * The `onError` of a playlist's create or edit screen: a refusal for giving medias away opens
 * the dialog that asks staff what they mean (given-away-dialog.tsx); any other failure is
 * notified as react-admin would.
 */
export function useGivenAway() {
  const [refusal, setRefusal] = useState<GivenAwayRefusal | null>(null)
  // Closing keeps the refusal, so the dialog still shows it while it fades out.
  const [open, setOpen] = useState(false)
  const notifyFailure = useNotifyFailure()
  const onError = useCallback(
    (error: unknown, variables: { data?: unknown }) => {
      const medias = mediasGivenAway(error)
      if (!medias) return notifyFailure(error)
      // The dialog says it all: no field error and "invalid form" notice beside it.
      if (error instanceof HttpError && error.body) error.body.errors = undefined
      setRefusal({ medias, sent: (variables.data ?? {}) as Record<string, unknown> })
      setOpen(true)
    },
    [notifyFailure],
  )
  const close = useCallback(() => setOpen(false), [])
  return { refusal, open, onError, close }
}
