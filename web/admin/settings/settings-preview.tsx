import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import { ThemeProvider } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useMemo } from 'react'
import { useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { Appearance } from '../../../contract/schemas/admin.ts'
import { HEX_COLOUR_PATTERN } from '../../../contract/values/website.ts'
import { loadWebFont } from '../../app/font-loader.ts'
import { createWebsiteTheme } from '../../app/theme.ts'

const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN)

/** A colour still being typed cannot make a theme: the saved one stands in until it can. */
const showable = (typed: string | null | undefined, saved: string) =>
  typed && HEX_COLOUR.test(typed) ? typed : saved

/**
 * A small storefront drawn with the theme the form's values make, as the visitors' one is
 * (web/app/theme.ts): its bar, a card and its buttons in the colours and the font chosen, redrawn
 * as the owner types, before saving; the font's files are loaded as the storefront loads them.
 * It only shows: `inert` keeps its sample buttons out of the keyboard's way.
 */
export function SettingsPreview({ saved }: { saved: Appearance }) {
  const translate = useTranslate()
  const captionId = useId()
  const name = useWatch({ name: 'name' }) as string | null
  const appearance = useWatch({ name: 'appearance' }) as Appearance
  const font = useWatch({ name: 'font' }) as string
  const theme = useMemo(
    () =>
      createWebsiteTheme(
        {
          colors_theme: appearance.colors_theme,
          colors_primary: showable(appearance.colors_primary, saved.colors_primary),
          colors_secondary: showable(appearance.colors_secondary, saved.colors_secondary),
        },
        font,
      ),
    [appearance.colors_theme, appearance.colors_primary, appearance.colors_secondary, font, saved],
  )
  useEffect(() => {
    void loadWebFont(font)
  }, [font])
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, flex: '1 1 320px' }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2">
        {translate('vitrine.settings.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('vitrine.settings.preview.help')}
      </Typography>
      <ThemeProvider theme={theme}>
        <Box
          inert
          sx={{
            bgcolor: 'background.default',
            color: 'text.primary',
            fontFamily: theme.typography.fontFamily,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            maxWidth: 440,
          }}
        >
          <AppBar position="static" color="primary" component="div" elevation={0}>
            <Toolbar variant="dense" sx={{ gap: 1 }}>
              {appearance.logo && (
                <Box component="img" src={appearance.logo} alt="" sx={{ height: 28 }} />
              )}
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
            </Toolbar>
          </AppBar>
          <Box sx={{ p: 2 }}>
            <Card sx={{ maxWidth: 300 }}>
              <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'secondary.main' }} />
              <CardContent>
                <Typography component="span" variant="subtitle1" sx={{ display: 'block' }}>
                  {translate('vitrine.settings.preview.sampleTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('vitrine.settings.preview.sampleText')}
                </Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" size="small">
                  {translate('vitrine.settings.preview.watch')}
                </Button>
                <Button variant="contained" color="secondary" size="small">
                  {translate('vitrine.settings.preview.more')}
                </Button>
              </CardActions>
            </Card>
          </Box>
        </Box>
      </ThemeProvider>
    </Box>
  )
}
