import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'

/** A part of the settings form: a titled region (a heading screen readers jump between). */
export function SettingsSection(props: { title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {translate(props.title)}
      </Typography>
      {props.help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(props.help)}
        </Typography>
      )}
      {props.children}
    </Box>
  )
}
