import Box from '@mui/material/Box'
import { TextInput } from 'react-admin'
import { SOCIAL_NETWORKS } from '../../../contract/values/website.ts'

/** The footer's text and the site's pages on social networks (an empty one is not shown). */
export function FooterInputs() {
  return (
    <>
      <TextInput
        source="appearance.footer"
        label="vitrine.settings.footer"
        helperText="vitrine.settings.footerHelp"
        multiline
        minRows={2}
        fullWidth
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            source={`appearance.socials.${network}`}
            label={`vitrine.settings.social.${network}`}
            type="url"
            helperText={false}
          />
        ))}
      </Box>
    </>
  )
}
