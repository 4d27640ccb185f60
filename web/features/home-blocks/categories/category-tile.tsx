import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { Category } from '../../../../contract/schemas/catalogue.ts'
import { paths } from '../../../lib/paths.ts'

export type TileStyle = 'horizontal' | 'vertical' | 'icon'

const PICTURE = {
  horizontal: { ratio: '16 / 9', width: 480, height: 270 },
  vertical: { ratio: '2 / 3', width: 240, height: 360 },
} as const
const ICON_SIZE = 56

function Picture({ category, style }: { category: Category; style: 'horizontal' | 'vertical' }) {
  const { ratio, width, height } = PICTURE[style]
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        aspectRatio: ratio,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
        fontSize: 40,
      }}
    >
      {category.thumbnail ? (
        <img
          src={category.thumbnail}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      ) : (
        <span aria-hidden>{category.name.slice(0, 1)}</span>
      )}
    </Box>
  )
}

/** A category leading to its page: a landscape or portrait picture, or an icon, and its name. */
export function CategoryTile({ category, style }: { category: Category; style: TileStyle }) {
  const to = paths.category(category.slug)
  if (style === 'icon') {
    return (
      <Card sx={{ height: '100%' }}>
        <CardActionArea
          component={Link}
          to={to}
          sx={{ height: '100%', display: 'flex', gap: 1.5, p: 1.5, justifyContent: 'flex-start' }}
        >
          <Avatar
            src={category.icon ?? undefined}
            alt=""
            sx={{
              width: ICON_SIZE,
              height: ICON_SIZE,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {category.name.slice(0, 1)}
          </Avatar>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {category.name}
          </Typography>
        </CardActionArea>
      </Card>
    )
  }
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <Picture category={category} style={style} />
        <Typography component="span" sx={{ display: 'block', p: 1.5, fontWeight: 500 }}>
          {category.name}
        </Typography>
      </CardActionArea>
    </Card>
  )
}
