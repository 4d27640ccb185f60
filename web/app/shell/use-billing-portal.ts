import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { getBillingPortal } from '../../api/get-billing-portal.ts'
import { showToast } from '../../lib/toasts.ts'

/** Sends the browser to the billing portal; a seam tests replace. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
}

/**
 * Billing management (spec §2 account menu): asks the server for the portal's address and leaves
 * for it. A failure closes the menu or drawer it was asked from (`close`), then shows the generic
 * error toast: while MUI's menu or drawer is open, everything beside it, the toasts included, is
 * hidden from assistive technologies.
 */
export function useBillingPortal(close: () => void) {
  const { t } = useTranslation()
  const [opening, setOpening] = useState(false)
  async function open() {
    if (opening) return
    setOpening(true)
    try {
      const { url } = await getBillingPortal()
      browser.assign(url)
    } catch (error) {
      console.error('The billing portal could not be opened', error)
      setOpening(false)
      close()
      showToast(t('form.genericError'), 'error')
    }
  }
  return { opening, open: () => void open() }
}
