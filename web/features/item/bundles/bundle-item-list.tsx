import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { Link } from 'react-router'
import type { BundleItem } from '../../../../contract/schemas/bundles.ts'
import { paths } from '../../../lib/paths.ts'

const THUMB_WIDTH = 96
const THUMB_HEIGHT = 54

interface BundleItemListProps {
  items: BundleItem[]
  /** The item whose page this is: its link says so. */
  currentUid: string
  /** The id of the text that names the list. */
  labelledBy: string
}

/** The items a bundle holds, each a link to its page: a small picture and the name. */
export function BundleItemList({ items, currentUid, labelledBy }: BundleItemListProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((item) => (
        <li key={item.uid}>
          <MuiLink
            component={Link}
            to={paths.item(item.slug)}
            aria-current={item.uid === currentUid ? 'page' : undefined}
            underline="hover"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box
              sx={{
                width: THUMB_WIDTH,
                flexShrink: 0,
                aspectRatio: '16 / 9',
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {item.thumbnail && (
                <img
                  src={item.thumbnail}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
            </Box>
            {item.name}
          </MuiLink>
        </li>
      ))}
    </Box>
  )
}
