import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { useId } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Category } from '../../../../contract/schemas/catalogue.ts'
import { useCategories } from '../../../api/get-categories.ts'
import { Slider } from '../../../ui/slider/slider.tsx'
import type { BlockProps } from '../block-props.ts'
import { layoutOf } from '../layouts.ts'
import { BlockSection, BlockTitle } from '../parts/block-section.tsx'
import { readString } from '../parts/read-fields.ts'
import { CategoryTile, type TileStyle } from './category-tile.tsx'

const SPANS: Record<TileStyle, Record<string, number>> = {
  horizontal: { xs: 12, sm: 6, md: 4 },
  vertical: { xs: 6, sm: 4, md: 3, lg: 2 },
  icon: { xs: 12, sm: 6, md: 4, lg: 3 },
}
const STYLES = {
  'grid-horizontal-image': 'horizontal',
  'grid-vertical-image': 'vertical',
  'grid-icon': 'icon',
} as const satisfies Record<string, TileStyle>

/** The block's categories, in its order, from those start-up loaded; unknown uids are skipped. */
function pick(all: Category[], uids: unknown): Category[] {
  if (!Array.isArray(uids)) return []
  const byUid = new Map(all.map((category) => [category.uid, category]))
  return uids.flatMap((uid) => byUid.get(uid as string) ?? [])
}

/** Categories block: links to category pages as a slider or a grid of pictures or icons. */
export function CategoriesBlock({ fields }: BlockProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const { categories: all, isPending } = useCategories()
  const title = readString(fields.title)
  const layout = layoutOf('Categories', fields.layout)
  const categories = pick(all, fields.categories)
  if (isPending) return <Skeleton variant="rectangular" height={240} sx={{ my: 3 }} />
  if (categories.length === 0) return null

  const style = layout === 'slider' ? 'horizontal' : STYLES[layout]
  return (
    <BlockSection component="Categories" layout={layout} labelledBy={title ? headingId : undefined}>
      <Container>
        <BlockTitle id={headingId} title={title} />
        {layout === 'slider' ? (
          <Slider
            label={title || t('home.categories')}
            slideWidth={{ xs: '70%', sm: '40%', md: '25%', lg: '20%' }}
          >
            {categories.map((category) => (
              <CategoryTile key={category.uid} category={category} style="horizontal" />
            ))}
          </Slider>
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {categories.map((category) => (
              <Grid key={category.uid} size={SPANS[style]} component="li">
                <CategoryTile category={category} style={style} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </BlockSection>
  )
}
