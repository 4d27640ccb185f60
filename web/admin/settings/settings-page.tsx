import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { useMemo } from 'react'
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
import { toAdminSettings, toFormValues, type SettingsFormValues } from './settings-form-values.ts'
import { SignUpInputs } from './sign-up-inputs.tsx'
import { StorageInputs } from './storage-inputs.tsx'

/**
 * The site's settings, for its owner: name and logo, colours and font with a preview of the
 * storefront, footer and social links, legal text, sign-up, sales, host names and partner pages,
 * saved at once. Visitors see them on their next page.
 */
export function SettingsPage() {
  const translate = useTranslate()
  const settings = useSettings()
  const save = useSaveSettings()
  const record = useMemo(
    () => (settings.data ? { id: 'settings', ...toFormValues(settings.data) } : null),
    [settings.data],
  )
  return (
    // A screen of its own, not a resource's; react-admin's list inputs still ask for one.
    <ResourceContextProvider value="settings">
      <Title title="vitrine.settings.title" />
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
            onSubmit={(values: FieldValues) => save(toAdminSettings(values as SettingsFormValues))}
          >
            <CardContent>
              <SettingsSection title="vitrine.settings.section.identity">
                <IdentityInputs />
              </SettingsSection>
              <SettingsSection
                title="vitrine.settings.section.appearance"
                help="vitrine.settings.section.appearanceHelp"
              >
                <AppearanceInputs saved={record.appearance} />
              </SettingsSection>
              <SettingsSection title="vitrine.settings.section.footer">
                <FooterInputs />
              </SettingsSection>
              <SettingsSection title="vitrine.settings.section.legal">
                <LegalInputs />
              </SettingsSection>
              <SettingsSection
                title="vitrine.settings.section.signUp"
                help="vitrine.settings.section.signUpHelp"
              >
                <SignUpInputs />
              </SettingsSection>
              <SettingsSection title="vitrine.settings.section.sales">
                <SalesInputs />
              </SettingsSection>
              <SettingsSection title="vitrine.settings.section.reminders">
                <ReminderInputs />
              </SettingsSection>
              <SettingsSection title="vitrine.settings.section.storage">
                <StorageInputs />
              </SettingsSection>
              <SettingsSection
                title="vitrine.settings.section.hosts"
                help="vitrine.settings.section.hostsHelp"
              >
                <HostInputs />
              </SettingsSection>
              <SettingsSection
                title="vitrine.settings.section.partners"
                help="vitrine.settings.section.partnersHelp"
              >
                <PartnerInputs />
              </SettingsSection>
            </CardContent>
            <Toolbar>
              <SaveButton />
            </Toolbar>
          </Form>
        </Card>
      )}
    </ResourceContextProvider>
  )
}
