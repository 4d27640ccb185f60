import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Typography from '@mui/material/Typography'
import {
  AppBar,
  Button,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  useTranslate,
} from 'react-admin'

/** The bar's right end: the language menu and the refresh button, a spinner while data loads. */
function BackOfficeToolbar() {
  return (
    <>
      <LocalesMenuButton />
      <LoadingIndicator />
    </>
  )
}

/** The bar above every screen: the website's name, the screen's title, a way back to the site. */
export function BackOfficeAppBar({ websiteName }: { websiteName: string }) {
  const translate = useTranslate()
  return (
    <AppBar color="primary" toolbar={<BackOfficeToolbar />}>
      {/* On a phone a long name gives way (cut with an ellipsis) to the profile menu. */}
      <Typography
        component="span"
        variant="h6"
        sx={{
          mr: 2,
          whiteSpace: 'nowrap',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
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
