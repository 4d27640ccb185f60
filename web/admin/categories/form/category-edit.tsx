import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { useRef } from 'react'
import {
  Button,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
} from 'react-admin'
import type { StaffPermission } from '../../../../contract/values/staff-roles.ts'
import { paths } from '../../../lib/paths.ts'
import { CategoryInputs } from './category-inputs.tsx'
import { CategoryPictures } from './category-pictures.tsx'
import { childCount } from '../category-tree.ts'
import { categoryChange, type CategoryFormValues } from './category-values.ts'
import { useCategoryTree, type CategoryRecord } from '../get-categories.ts'
import { moveCategory } from '../move-category.ts'
import { useNotifyFailure } from '../../api/use-notify-failure.ts'

/** Opens the category's page of the storefront, in a new tab. */
function ViewOnSiteButton() {
  const category = useRecordContext<CategoryRecord>()
  if (!category) return null
  return (
    <TopToolbar>
      <Button
        label="vitrine.viewOnSite"
        href={paths.category(category.slug)}
        target="_blank"
        rel="noopener"
        component="a"
      >
        <OpenInNewIcon />
      </Button>
    </TopToolbar>
  )
}

/** Saves, or deletes once confirmed; the server keeps a category with subcategories (409). */
const CategoryToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {deletable && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
)

/** The fields, knowing which category they edit. */
function EditInputs() {
  const category = useRecordContext<CategoryRecord>()
  return <CategoryInputs uid={category?.uid} />
}

/**
 * One category: its fields (saved with a PATCH, then, when the parent changed, a move that puts
 * it last under the new one) and its pictures (sent as soon as chosen).
 */
export function CategoryEdit() {
  const { permissions } = usePermissions<StaffPermission[]>()
  const notifyFailure = useNotifyFailure()
  const notify = useNotify()
  const redirect = useRedirect()
  const { rows } = useCategoryTree()
  const parentUid = useRef<string | null>(null)

  const saved = async (category: CategoryRecord) => {
    try {
      const parent = parentUid.current
      if (parent !== category.parent_uid) {
        await moveCategory(category.uid, { parent_uid: parent, position: childCount(rows, parent) })
      }
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
      redirect('list', 'categories')
    } catch (error) {
      notifyFailure(error)
    }
  }

  return (
    <Edit<CategoryRecord>
      actions={<ViewOnSiteButton />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: saved }}
      transform={(values: CategoryFormValues) => {
        parentUid.current = values.parent_uid ?? null
        return categoryChange(values)
      }}
    >
      <SimpleForm
        toolbar={<CategoryToolbar deletable={permissions?.includes('catalogue.delete') ?? false} />}
      >
        <EditInputs />
        <CategoryPictures />
      </SimpleForm>
    </Edit>
  )
}
