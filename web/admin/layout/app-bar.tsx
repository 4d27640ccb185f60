import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Typography from '@mui/material/Typography'
import { AppBar, Button, TitlePortal, useTranslate } from 'react-admin'

/** The bar above every screen: the website's name, the screen's title, a way back to the site. */
export function BackOfficeAppBar({ websiteName }: { websiteName: string }) {
  const translate = useTranslate()
  return (
    <AppBar color="primary">
      <Typography component="span" variant="h6" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {websiteName}
      </Typography>
      <TitlePortal />
      <Button
        href="/"
        component="a"
        color="inherit"
        label={translate('vitrine.viewSite')}
        startIcon={<OpenInNewIcon aria-hidden />}
      />
    </AppBar>
  )
}
