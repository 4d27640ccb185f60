import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useResourceDefinitions, useTranslate } from 'react-admin'

/** The first screens of a role without the figures: the lists it has, the catalogue first. */
const FIRST_SCREENS = ['medias', 'items', 'categories', 'media_imports', 'gift_cards']

/** The home of the staff who see no money: where their work starts. */
export function ReducedHome() {
  const translate = useTranslate()
  const resources = useResourceDefinitions()
  const screens = FIRST_SCREENS.filter((name) => resources[name]?.hasList)
  return (
    <>
      <Typography>{translate('vitrine.home.reducedHelp')}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={1}>
        {screens.map((name) => (
          <Button key={name} component={Link} to={`/${name}`} variant="outlined">
            {translate(`resources.${name}.name`, { smart_count: 2 })}
          </Button>
        ))}
      </Stack>
    </>
  )
}
