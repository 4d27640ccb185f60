import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { useMemo, type ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import {
  Form,
  Loading,
  ResourceContextProvider,
  SaveButton,
  Title,
  Toolbar,
  useTranslate,
} from 'react-admin'
import { Navigate, useParams } from 'react-router-dom'
import type { Appearance } from '../../../contract/schemas/admin.ts'
import { AppearanceInputs } from './appearance-inputs.tsx'
import { FooterInputs } from './footer-inputs.tsx'
import { useSettings } from './get-settings.ts'
import { HostInputs } from './host-inputs.tsx'
import { IdentityInputs } from './identity-inputs.tsx'
import { LegalInputs } from './legal-inputs.tsx'
import { PartnerInputs } from './partner-inputs.tsx'
import { ReminderInputs } from './reminder-inputs.tsx'
import { SalesInputs } from './sales-inputs.tsx'
import { useSaveSettings } from './save-settings.ts'
import { SettingsSection } from './settings-section.tsx'
import {
  SETTINGS_SECTIONS,
  sectionChange,
  sectionScreen,
  type SettingsSectionDefinition,
} from './settings-sections.tsx'
import { toAdminSettings, toFormValues, type SettingsFormValues } from './settings-form-values.ts'
import { SignUpInputs } from './sign-up-inputs.tsx'
import { StorageInputs } from './storage-inputs.tsx'

/** Each section's inputs, by its path; the colours' draw the preview from the saved appearance. */
const INPUTS: Record<string, ComponentType<{ saved: Appearance }>> = {
  identity: IdentityInputs,
  appearance: AppearanceInputs,
  footer: FooterInputs,
  legal: LegalInputs,
  'sign-up': SignUpInputs,
  payments: SalesInputs,
  reminders: ReminderInputs,
  partners: PartnerInputs,
  hosts: HostInputs,
  storage: StorageInputs,
}

/**
 * One section of the site's settings, for its owner, on a page of its own (name and logo,
 * colours and font with a preview of the storefront, footer, legal text, …): its save sends that
 * section's fields only. Visitors see them on their next page.
 */
export function SettingsSectionPage({ section }: { section: SettingsSectionDefinition }) {
  const translate = useTranslate()
  const settings = useSettings()
  const save = useSaveSettings()
  const record = useMemo(
    () => (settings.data ? { id: 'settings', ...toFormValues(settings.data) } : null),
    [settings.data],
  )
  const Inputs = INPUTS[section.path]!
  return (
    // A screen of its own, not a resource's; react-admin's list inputs still ask for one.
    <ResourceContextProvider value="settings">
      <Title title={`${translate('vitrine.settings.title')} · ${translate(section.title)}`} />
      {settings.isError && (
        <Alert severity="error">{translate('vitrine.settings.loadFailed')}</Alert>
      )}
      {settings.isPending && <Loading />}
      {record && (
        <Card sx={{ mt: 2 }}>
          {/* A new form once saved: what the server stored, nothing left to save. */}
          <Form
            key={settings.dataUpdatedAt}
            record={record}
            onSubmit={(values: FieldValues) =>
              save(sectionChange(section, toAdminSettings(values as SettingsFormValues)))
            }
          >
            <CardContent>
              <SettingsSection title={section.title} help={section.help}>
                <Inputs saved={record.appearance} />
              </SettingsSection>
            </CardContent>
            {/* Kept in view at the bottom of a long section (partner pages), on a phone too. */}
            <Toolbar sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
              <SaveButton />
            </Toolbar>
          </Form>
        </Card>
      )}
    </ResourceContextProvider>
  )
}

/**
 * /settings/{section}: that section's page; /settings alone (the address menus and links knew
 * before the sections had pages of their own), or a section that is no more, the first one.
 */
export function SettingsPage() {
  const { section: path } = useParams()
  const section = SETTINGS_SECTIONS.find((candidate) => candidate.path === path)
  if (!section) return <Navigate to={sectionScreen(SETTINGS_SECTIONS[0]!)} replace />
  return <SettingsSectionPage key={section.path} section={section} />
}
