import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import { useRef } from 'react'
import { useTranslate } from 'react-admin'

/**
 * What screen readers hear while a row of a sortable list is moved (dnd-kit), in the staff's
 * language: `names` gives each row's name by id, in the list's order.
 */
export function useSortableAnnouncements(names: Map<UniqueIdentifier, string>): Announcements {
  const translate = useTranslate()
  const ids = [...names.keys()]
  const say = (key: string, id: UniqueIdentifier, over?: UniqueIdentifier) =>
    translate(`vitrine.sortable.${key}`, {
      name: names.get(id) ?? '',
      position: ids.indexOf(over ?? id) + 1,
      total: ids.length,
    })
  // dnd-kit reports the row over its own place as soon as it is picked: saying so would drown
  // out 'picked' at once, so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return say('picked', active.id)
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined
      lastOver.current = over?.id ?? null
      return over ? say('moved', active.id, over.id) : ''
    },
    onDragEnd: ({ active, over }) =>
      over ? say('dropped', active.id, over.id) : say('cancelled', active.id),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  }
}
