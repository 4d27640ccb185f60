import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ImageProps } from '../../../../contract/schemas/pages.ts'
import { BlockImage } from '../parts/block-image.tsx'

/**
 * An answer of the FAQ: its text, then its picture when it has one. The text is HTML (contract:
 * FAQ descriptions) that the API sanitises on the way out (server/modules/pages/sanitize.ts).
 */
export function FaqAnswer({ html, image }: { html: string; image: ImageProps | null }) {
  return (
    <>
      <Typography
        component="div"
        sx={{ '& p': { m: 0, mb: 1 } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {image && (
        <Box sx={{ mt: 2, maxWidth: 480 }}>
          <BlockImage image={image} ratio="16 / 9" sx={{ borderRadius: 1 }} />
        </Box>
      )}
    </>
  )
}
