import {
  EMBED_COMMAND_SOURCE,
  EMBED_EVENT_SOURCE,
  type EmbedCommand,
  type EmbedEvent,
} from '../../contract/values/embed.ts'

type Distribute<T> = T extends unknown ? Omit<T, 'source' | 'itemUid' | 'mediaUid'> : never
/** A message to the parent page, without what every message carries. */
export type EmbedEventBody = Distribute<EmbedEvent>

/** Says `body` to the parent page (contract/values/embed.ts), when the player is framed. */
export function postToParent(itemUid: string | null, mediaUid: string, body: EmbedEventBody) {
  if (window.parent === window) return
  const message = { source: EMBED_EVENT_SOURCE, itemUid, mediaUid, ...body } as EmbedEvent
  window.parent.postMessage(message, '*')
}

/** Calls `handle` with each command of the parent window (and of no other). */
export function onParentCommand(handle: (command: EmbedCommand) => void) {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<EmbedCommand> | null
    if (event.source !== window.parent || !data || data.source !== EMBED_COMMAND_SOURCE) return
    if (data.type === 'select-media' && typeof data.mediaUid === 'string') {
      handle({ source: EMBED_COMMAND_SOURCE, type: 'select-media', mediaUid: data.mediaUid })
    }
    if (data.type === 'toggle-play') handle({ source: EMBED_COMMAND_SOURCE, type: 'toggle-play' })
    if (
      data.type === 'seek-by' &&
      typeof data.seconds === 'number' &&
      Number.isFinite(data.seconds)
    ) {
      handle({ source: EMBED_COMMAND_SOURCE, type: 'seek-by', seconds: data.seconds })
    }
    if (
      data.type === 'select-captions' &&
      (data.language === null || typeof data.language === 'string')
    ) {
      handle({ source: EMBED_COMMAND_SOURCE, type: 'select-captions', language: data.language })
    }
    if (data.type === 'select-quality' && Number.isInteger(data.index)) {
      handle({ source: EMBED_COMMAND_SOURCE, type: 'select-quality', index: data.index! })
    }
  })
}
