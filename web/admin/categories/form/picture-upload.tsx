import { useTranslate } from 'react-admin'
import type { AdminCategory } from '../../../../contract/schemas/admin-categories.ts'
import type { CategoryPicture } from '../../../../contract/values/admin-categories.ts'
import { ADMIN_LISTS } from '../../../../contract/values/admin-lists.ts'
import { PictureChooser } from '../../ui/picture-chooser.tsx'
import { categoryTreeKey } from '../get-categories.ts'

/** How each picture is previewed: the vertical image as the storefront's portrait cards, the icon small. */
const PREVIEW = {
  thumbnail: { width: 120, height: 180 },
  icon: { width: 48, height: 48 },
} satisfies Record<CategoryPicture, { width: number; height: number }>

interface PictureUploadProps {
  uid: string
  picture: CategoryPicture
  /** Its address when the form opened, or null. */
  address: string | null
  /** Whether the staff member may remove it (`catalogue.delete`). */
  removable: boolean
}

/** One picture of the category, replaced or removed at once; the tree shows the new icon. */
export function PictureUpload({ uid, picture, address, removable }: PictureUploadProps) {
  const translate = useTranslate()
  return (
    <PictureChooser<AdminCategory>
      heading={translate(`resources.categories.fields.${picture}`)}
      level={3}
      texts={`vitrine.category.picture.${picture}`}
      path={`${ADMIN_LISTS.categories}${encodeURIComponent(uid)}/${picture}/`}
      invalidates={categoryTreeKey}
      address={address}
      addressOf={(answer) => answer[picture]}
      preview={PREVIEW[picture]}
      removable={removable}
    />
  )
}
