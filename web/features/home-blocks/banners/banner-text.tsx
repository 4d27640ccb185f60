import Stack from '@mui/material/Stack'
import type { ButtonProps, TextProps } from '../../../../contract/schemas/pages.ts'
import { BlockButtons } from '../parts/block-button.tsx'
import { StyledText } from '../parts/styled-text.tsx'

interface BannerTextProps {
  headingId: string
  title: TextProps
  texts: TextProps[]
  buttons: ButtonProps[]
  /** The layout centres everything, whatever alignment the texts carry. */
  centred?: boolean
}

/** A banner's title (the section's heading), its other texts, then its buttons. */
export function BannerText({ headingId, title, texts, buttons, centred }: BannerTextProps) {
  const align = centred ? 'center' : undefined
  return (
    <Stack spacing={2} sx={{ alignItems: centred ? 'center' : 'stretch', py: 2 }}>
      <StyledText value={title} component="h2" id={headingId} align={align} />
      {texts.map((text, index) => (
        <StyledText key={index} value={text} align={align} />
      ))}
      <BlockButtons buttons={buttons} justify={centred ? 'center' : 'flex-start'} />
    </Stack>
  )
}
