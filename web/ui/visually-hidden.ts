/**
 * Read by screen readers, not drawn: the usual clip of a visually hidden element. Lengths are
 * strings so that the same object works as a `style` and as an MUI `sx` (where 1 means 100%).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const
