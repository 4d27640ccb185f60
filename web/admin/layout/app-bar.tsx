import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
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
      {/* On a phone the language's name gives its room to the screen's title: the button keeps its
          icons, and its name for screen readers (the text is there, drawn at size 0). */}
      <Box
        component="span"
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 } },
        })}
      >
        <LocalesMenuButton />
      </Box>
      <LoadingIndicator />
    </>
  )
}

/** The bar above every screen: the website's name, the screen's title, a way back to the site. */
export function BackOfficeAppBar({ websiteName }: { websiteName: string }) {
  const translate = useTranslate()
  return (
    <AppBar color="primary" toolbar={<BackOfficeToolbar />}>
      {/* On a phone the bar has room for one name: the screen's, which says where one is. */}
      <Typography
        component="span"
        variant="h6"
        sx={{
          display: { xs: 'none', sm: 'block' },
          mr: 2,
          whiteSpace: 'nowrap',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {websiteName}
      </Typography>
      {/* A long title goes on two lines on a phone rather than being cut. */}
      <TitlePortal sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: { xs: 1.2 } }} />
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
