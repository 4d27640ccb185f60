import type { Toast } from '../lib/toasts.ts'

/**
 * Each kind of toast's background under white text, at least 4.5:1 (WCAG AA): notistack's own
 * green (#43a047, 3.3:1), orange and blue are too light.
 */
export const TOAST_COLORS: Record<Toast['variant'], string> = {
  success: '#2e7d32', // 5.1:1
  error: '#d32f2f', // 5.0:1
  warning: '#b34700', // 5.5:1
  info: '#01579b', // 7.4:1
}
