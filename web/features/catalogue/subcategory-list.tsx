import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { CategorySummary } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteOptions } from '../../../contract/schemas/website.ts'
import { paths } from '../../lib/paths.ts'

const ICON_SIZE = 48
const VERTICAL_WIDTH = 240
const VERTICAL_HEIGHT = 360

function IconEntry({ category }: { category: CategorySummary }) {
  return (
    <CardActionArea
      component={Link}
      to={paths.category(category.slug)}
      sx={{ display: 'flex', gap: 1.5, p: 1.5, justifyContent: 'flex-start' }}
    >
      <Avatar src={category.icon ?? undefined} alt="" sx={{ width: ICON_SIZE, height: ICON_SIZE }}>
        {category.name.slice(0, 1)}
      </Avatar>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {category.name}
      </Typography>
    </CardActionArea>
  )
}

function VerticalImageEntry({ category }: { category: CategorySummary }) {
  return (
    <CardActionArea component={Link} to={paths.category(category.slug)}>
      <Box sx={{ aspectRatio: '2 / 3', bgcolor: 'grey.800' }}>
        {category.thumbnail && (
          <img
            src={category.thumbnail}
            alt=""
            width={VERTICAL_WIDTH}
            height={VERTICAL_HEIGHT}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Typography sx={{ p: 1, fontWeight: 500 }}>{category.name}</Typography>
    </CardActionArea>
  )
}

/** Subcategories as icons or vertical images, per the site's options.subcategoryImage. */
export function SubcategoryList(props: {
  categories: CategorySummary[]
  style: WebsiteOptions['subcategoryImage']
}) {
  const vertical = props.style === 'vertical-image'
  const size = vertical ? { xs: 6, sm: 4, md: 3, lg: 2 } : { xs: 12, sm: 6, md: 4, lg: 3 }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.categories.map((category) => (
        <Grid key={category.uid} size={size} component="li">
          <Card>
            {vertical ? (
              <VerticalImageEntry category={category} />
            ) : (
              <IconEntry category={category} />
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}
