import { useEffect, useRef, useState } from 'react'
import {
  EMBED_COMMAND_SOURCE,
  EMBED_EVENT_SOURCE,
  type EmbedCommand,
  type EmbedEvent,
} from '../../../contract/values/embed.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'

function isEmbedEvent(data: unknown): data is EmbedEvent {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === EMBED_EVENT_SOURCE &&
    typeof (data as { mediaUid?: unknown }).mediaUid === 'string'
  )
}

/**
 * Talks with the embed player of contract/values/embed.ts: follows the playlist media it plays, asks
 * it for another one, and knows when the trailer is playing and when it has ended.
 */
export function useEmbedPlayer(item: Pick<Item, 'content_object'>) {
  const medias = item.content_object.medias
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [mediaUid, setMediaUid] = useState<string | null>(medias[0]?.uid ?? null)
  const [trailer, setTrailer] = useState(false)

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frame = frameRef.current?.contentWindow
      // Only our own player's messages count, whichever origin it is served from.
      if (!frame || event.source !== frame || !isEmbedEvent(event.data)) return
      const message = event.data
      if (message.type === 'trailer-ended') setTrailer(false)
      if (message.type === 'media-changed' && medias.some((m) => m.uid === message.mediaUid)) {
        setMediaUid(message.mediaUid)
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [medias])

  const selectMedia = (uid: string) => {
    setMediaUid(uid)
    const frame = frameRef.current
    if (!frame?.contentWindow) return
    const command: EmbedCommand = {
      source: EMBED_COMMAND_SOURCE,
      type: 'select-media',
      mediaUid: uid,
    }
    frame.contentWindow.postMessage(command, new URL(frame.src, window.location.href).origin)
  }

  return {
    frameRef,
    mediaUid,
    selectMedia,
    trailer,
    playTrailer: () => setTrailer(true),
  }
}
