import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import type { ImageProps } from '../../../../contract/pages.ts'
import { BlockImage } from '../parts/block-image.tsx'

/** An answer may emphasise, link and list (contract: FAQ descriptions are HTML); nothing else. */
const ALLOWED = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
}

/** An answer of the FAQ: its sanitised text, then its picture when it has one. */
export function FaqAnswer({ html, image }: { html: string; image: ImageProps | null }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html])
  return (
    <>
      <Typography
        component="div"
        sx={{ '& p': { m: 0, mb: 1 } }}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {image && (
        <Box sx={{ mt: 2, maxWidth: 480 }}>
          <BlockImage image={image} ratio="16 / 9" sx={{ borderRadius: 1 }} />
        </Box>
      )}
    </>
  )
}
