import { PictureInput } from './picture-input.tsx'

/** The logo's address, typed or filled in by sending a picture. */
export function LogoInput() {
  return (
    <PictureInput
      source="appearance.logo"
      label="vitrine.settings.logo"
      helperText="vitrine.settings.logoHelp"
      uploadLabel="vitrine.settings.uploadLogo"
      uploaded="vitrine.settings.logoUploaded"
    />
  )
}
