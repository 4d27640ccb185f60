import Box from '@mui/material/Box'

/** Only pictures of this site or of http(s) addresses are shown (never javascript: or data:). */
export const isShowableImage = (src: string) =>
  (src.startsWith('/') && !src.startsWith('//')) || /^https?:\/\//i.test(src)

/** A small view of the picture a field holds; decorative, the field says what it is. */
export function ImagePreview({ src }: { src: string }) {
  if (!isShowableImage(src)) return null
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{
        display: 'block',
        width: '100%',
        height: 120,
        objectFit: 'contain',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    />
  )
}
