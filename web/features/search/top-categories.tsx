import Avatar from '@mui/material/Avatar'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import { paths } from '../../lib/paths.ts'

const ICON_SIZE = 40

/** The top-level categories, offered while the search box is empty (spec §2). */
export function TopCategories({ categories }: { categories: Category[] }) {
  const topLevel = categories.filter((category) => category.parent_id === null)
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {topLevel.map((category) => (
        <Grid key={category.uid} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card>
            <CardActionArea
              component={Link}
              to={paths.category(category.slug)}
              sx={{ display: 'flex', gap: 1.5, p: 1.5, justifyContent: 'flex-start' }}
            >
              <Avatar
                src={category.icon ?? undefined}
                alt=""
                aria-hidden
                sx={{ width: ICON_SIZE, height: ICON_SIZE }}
              >
                {category.name.slice(0, 1)}
              </Avatar>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {category.name}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}
