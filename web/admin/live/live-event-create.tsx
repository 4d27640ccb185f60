import {
  BooleanInput,
  Create,
  DateTimeInput,
  NumberInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin'
import Typography from '@mui/material/Typography'
import type { AdminLiveEvent } from '../../../contract/schemas/admin-live.ts'
import { ITEM_NAME_MAX_LENGTH } from '../../../contract/values/admin-items.ts'
import { LIVE_MAX_DURATION, LIVE_MIN_DURATION } from '../../../contract/values/live.ts'

const MINUTE = 60
/** What a new event lasts unless staff say otherwise. */
const DEFAULT_MINUTES = 60

/** The form speaks minutes; the staff API seconds. */
const toMinutes = (seconds: number | undefined) =>
  seconds === undefined ? undefined : Math.round(seconds / MINUTE)
const toSeconds = (minutes: number | string | null) =>
  minutes === null || minutes === '' ? undefined : Number(minutes) * MINUTE

/**
 * A new live event: its name, when it starts, how long it should last, whether to keep its replay. Its item is made
 * unpublished beside it; staff land on that item to write its texts, price and publish it as a
 * video's, and find the live control there.
 */
export function LiveEventCreate() {
  const translate = useTranslate()
  return (
    <Create
      title="vitrine.live.create"
      redirect={(_resource, _id, data) => `items/${(data as AdminLiveEvent).item_uid}/show`}
    >
      <SimpleForm
        defaultValues={{ expected_duration: DEFAULT_MINUTES * MINUTE, keep_replay: true }}
        sx={{ maxWidth: 640 }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('vitrine.live.createHelp')}
        </Typography>
        <TextInput
          source="name"
          validate={[required(), maxLength(ITEM_NAME_MAX_LENGTH)]}
          fullWidth
        />
        <DateTimeInput source="starts_at" validate={required()} />
        <NumberInput
          source="expected_duration"
          format={toMinutes}
          parse={toSeconds}
          step={15}
          validate={[required(), minValue(LIVE_MIN_DURATION), maxValue(LIVE_MAX_DURATION)]}
        />
        <BooleanInput source="keep_replay" helperText="vitrine.live.keepReplayHelp" />
      </SimpleForm>
    </Create>
  )
}
