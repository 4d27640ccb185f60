import Box from '@mui/material/Box'
import { useNavigate } from 'react-router'
import type { CategorySummary } from '../../../contract/schemas/catalogue.ts'
import { TvLink } from './focusable.tsx'
import { reveal } from './tv-card.tsx'
import { tvCategoryPath } from './tv-paths.ts'
import { TvShelf, TvShelfItem } from './tv-row.tsx'

/** The focus key of a category's card. */
export const categoryCardKey = (category: CategorySummary) => `category:${category.uid}`

/** A category's card: its picture (or icon, or initial) and its name, in large type. */
function CategoryCard({ category }: { category: CategorySummary }) {
  const navigate = useNavigate()
  const to = tvCategoryPath(category.slug)
  const picture = category.thumbnail ?? category.icon
  return (
    <TvLink
      focusKey={categoryCardKey(category)}
      to={to}
      label={category.name}
      onEnter={() => void navigate(to)}
      onFocus={reveal}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          borderRadius: '0.4em',
          overflow: 'hidden',
          fontSize: '2.4em',
          fontWeight: 700,
        }}
      >
        {picture ? (
          <Box
            component="img"
            src={picture}
            alt=""
            loading="lazy"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: category.thumbnail ? 'cover' : 'contain',
            }}
          />
        ) : (
          <span aria-hidden>{category.name.slice(0, 1).toUpperCase()}</span>
        )}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'block', mt: '0.4em', fontWeight: 600 }}>
        {category.name}
      </Box>
    </TvLink>
  )
}

/** Categories as a grid of cards under a heading (none: nothing shown); Enter opens one. */
export function TvCategoryCards({
  title,
  categories,
}: {
  title: string
  categories: CategorySummary[]
}) {
  if (categories.length === 0) return null
  return (
    <TvShelf title={title} wrap>
      {categories.map((category) => (
        <TvShelfItem key={category.uid}>
          <CategoryCard category={category} />
        </TvShelfItem>
      ))}
    </TvShelf>
  )
}
