import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  Create,
  DateTimeInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin'
import type { AdminApiKeyCreated } from '../../../contract/schemas/admin-integrations.ts'
import { API_KEY_NAME_MAX_LENGTH } from '../../../contract/values/integrations.ts'
import { CopyField } from '../ui/copy-field.tsx'
import { API_KEY_ROLE_CHOICES } from './integration-choices.ts'

/** The key just made, shown this once, to copy now. */
function NewKey({ created }: { created: AdminApiKeyCreated }) {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('vitrine.apiKey.createdTitle', { name: created.name })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('vitrine.apiKey.shownOnce')}
        </Alert>
        <CopyField value={created.secret} label="vitrine.apiKey.secret" copy="vitrine.copy.copy" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('vitrine.apiKey.usage')}
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
          {`curl -H "Authorization: Bearer ${created.secret}" ${window.location.origin}/api/admin/websites/v1/me/`}
        </Box>
        {/* A plain button: react-admin's list button shrinks to its icon on a phone. */}
        <Button component={Link} to="/api_keys" variant="contained">
          {translate('vitrine.apiKey.done')}
        </Button>
      </CardContent>
    </Card>
  )
}

/** A new API key: its name, role and optional expiry; the key is shown once, after saving. */
export function ApiKeyCreate() {
  const [created, setCreated] = useState<AdminApiKeyCreated | null>(null)
  if (created) return <NewKey created={created} />
  return (
    <Create
      redirect={false}
      mutationOptions={{ onSuccess: (data: unknown) => setCreated(data as AdminApiKeyCreated) }}
      transform={(data: Record<string, unknown>) => ({
        name: data.name,
        role: data.role,
        expires_at: data.expires_at || null,
      })}
    >
      <SimpleForm defaultValues={{ role: 'read_only', expires_at: null }}>
        <TextInput
          source="name"
          validate={required()}
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_LENGTH } }}
          helperText="vitrine.apiKey.nameHelp"
        />
        <SelectInput source="role" choices={API_KEY_ROLE_CHOICES} validate={required()} />
        <DateTimeInput source="expires_at" helperText="vitrine.apiKey.expiresHelp" />
      </SimpleForm>
    </Create>
  )
}
