import { SimpleFormIteratorClasses } from 'react-admin'

/**
 * react-admin shows a list row's remove and move buttons while the pointer is over the row only:
 * hidden, a keyboard could not reach them. Given to a SimpleFormIterator's `sx`, they always show.
 */
export const ROW_BUTTONS_SHOWN = {
  [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
}
