import { useQueryClient } from '@tanstack/react-query'
import type { Bundle } from '../../../../contract/schemas/bundles.ts'
import { cartBundles } from '../../../api/get-bundles.ts'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { useCart } from '../../../lib/cart-store.ts'
import { showToast } from '../../../lib/toasts.ts'

/**
 * Puts a bundle the page shows into the cart, which opens on it. The page's copy goes to the
 * query cache, so the drawer shows it at once; items the cart held on their own that the bundle
 * grants leave it, and a toast says which.
 */
export function useAddBundle() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  return (bundle: Bundle) => {
    cartBundles.keep(queryClient, bundle)
    const covered = useCart.getState().addBundle(bundle)
    if (covered.length === 0) return
    const names = bundle.items.filter((item) => covered.includes(item.uid)).map((i) => i.name)
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names)
    showToast(t('itemPage.bundles.covered', { count: names.length, names: list }), 'info')
  }
}
