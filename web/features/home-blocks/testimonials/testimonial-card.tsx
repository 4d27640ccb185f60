import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { safeImageSrc } from '../parts/safe-css.ts'

export interface Testimonial {
  uid: string
  name: string
  role: string
  text: string
  avatar: string | null
}

const AVATAR_SIZE = 56

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
}

function Person({ testimonial }: { testimonial: Testimonial }) {
  const src = testimonial.avatar ? safeImageSrc(testimonial.avatar) : undefined
  return (
    <Avatar
      src={src}
      alt=""
      sx={{
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        flexShrink: 0,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials(testimonial.name)}
    </Avatar>
  )
}

/** A quote and who said it, as a figure (the quote in a blockquote, the person its caption). */
function Quote({ testimonial, align }: { testimonial: Testimonial; align?: 'left' | 'right' }) {
  const { t } = useTranslation()
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0, textAlign: align }}>
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>
          {t('home.quote', { text: testimonial.text })}
        </Typography>
      </Box>
      <Typography component="figcaption" sx={{ mt: 1 }}>
        <Box component="span" sx={{ fontWeight: 700, display: 'block' }}>
          {testimonial.name}
        </Box>
        {testimonial.role && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {testimonial.role}
          </Box>
        )}
      </Typography>
    </Box>
  )
}

/** A testimonial in a card, its author's picture on top. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Person testimonial={testimonial} />
        <Quote testimonial={testimonial} />
      </CardContent>
    </Card>
  )
}

/** A testimonial as a row of a list, the picture on the left or the right. */
export function TestimonialRow(props: { testimonial: Testimonial; side: 'left' | 'right' }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        flexDirection: props.side === 'left' ? 'row' : 'row-reverse',
      }}
    >
      <Person testimonial={props.testimonial} />
      <Quote testimonial={props.testimonial} align={props.side} />
    </Box>
  )
}
