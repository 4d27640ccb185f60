import Box from '@mui/material/Box'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../../contract/schemas/website.ts'
import { useItemBundles } from '../../../api/get-bundles.ts'
import type { GiftOffer } from '../../../lib/gift-offer.ts'
import { LabelledSection } from '../../../ui/labelled-section.tsx'
import { BundleCard } from './bundle-card.tsx'
import { useAddBundle } from './use-add-bundle.ts'

interface ItemBundlesProps {
  item: Item
  website: WebsiteSettings
  /** Offers a bundle as a gift, where the route gives it. */
  Gift?: GiftOffer | undefined
}

/** "Packs": the bundles on sale holding the item, while the site sells; nothing when none. */
export function ItemBundles({ item, website, Gift }: ItemBundlesProps) {
  const { t } = useTranslation()
  const bundles = useItemBundles(item.uid, website.monetization_enabled).data ?? []
  const addBundle = useAddBundle()
  if (!website.monetization_enabled || bundles.length === 0) return null
  return (
    <LabelledSection title={t('itemPage.bundles.title')} sx={{ mt: 4 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {bundles.map((bundle) => (
          <li key={bundle.uid}>
            <BundleCard
              bundle={bundle}
              itemUid={item.uid}
              currency={website.monetization_currency}
              onAdd={() => addBundle(bundle)}
              gift={Gift && <Gift bundle={bundle} currency={website.monetization_currency} />}
            />
          </li>
        ))}
      </Box>
    </LabelledSection>
  )
}
