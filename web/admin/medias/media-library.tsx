import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import { Link } from 'react-router-dom'
import {
  Button,
  DataTable,
  FunctionField,
  List,
  SearchInput,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import type { AdminLibraryMedia } from '../../../contract/schemas/admin-media-library.ts'
import { formatDuration } from '../../ui/format-duration.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { ItemLink } from '../ui/item-link.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<AdminLibraryMedia>

const THUMBNAIL_WIDTH = 96

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** The media's picture, small: a name beside it says what it is. */
function Thumbnail() {
  const media = useRecordContext<Row>()
  if (!media?.thumbnail) return null
  return (
    <img
      src={media.thumbnail}
      alt=""
      width={THUMBNAIL_WIDTH}
      height={(THUMBNAIL_WIDTH * 9) / 16}
      loading="lazy"
      style={{ objectFit: 'cover', display: 'block' }}
    />
  )
}

/** The way to add videos, for staff who may: the uploads screen. */
function AddVideosButton({ variant }: { variant?: 'contained' }) {
  const { permissions } = usePermissions<StaffPermission[]>()
  if (!permissions?.includes('catalogue.edit')) return null
  return (
    <Button component={Link} to="/media_imports" label="vitrine.upload.title" variant={variant}>
      <CloudUploadIcon />
    </Button>
  )
}

/**
 * The back office's first screen. Every video of the website, newest first: found by name, with the item that shows it (where
 * staff edit its captions and thumbnail) and how many playlists hold it.
 */
export function MediaLibrary() {
  return (
    <List
      empty={<EmptyList action={<AddVideosButton variant="contained" />} />}
      actions={
        <TopToolbar>
          <AddVideosButton />
        </TopToolbar>
      }
      exporter={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<Row>
        card={{
          title: (media) => media.name,
          aside: (media) => formatDuration(media.duration),
          details: (media) => [
            <DateTimeField key="created" source="created_at" />,
            media.item_uid && <ItemLink key="item" page="show" />,
          ],
        }}
      >
        <DataTable<Row> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="thumbnail" disableSort>
            <Thumbnail />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="duration">
            <FunctionField<Row> render={(media) => formatDuration(media.duration)} />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="item_uid" disableSort>
            <ItemLink page="show" />
          </DataTable.Col>
          <DataTable.NumberCol source="playlists_count" disableSort />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
