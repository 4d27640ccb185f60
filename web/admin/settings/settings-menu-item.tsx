import { Menu } from 'react-admin'
import { sectionScreen, type SettingsSectionDefinition } from './settings-sections.tsx'

/** The menu's way to one section of the site settings (the menu shows it to owners only). */
export function SettingsMenuItem({ section }: { section: SettingsSectionDefinition }) {
  return (
    <Menu.Item to={sectionScreen(section)} primaryText={section.title} leftIcon={section.icon} />
  )
}
