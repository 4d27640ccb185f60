import { Type, type Static } from 'typebox'
import { Nullable } from './common.ts'
import { PageContent } from './pages.ts'
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../values/staff-roles.ts'
import { Socials } from './website.ts'
import { HEX_COLOUR_PATTERN } from '../values/website.ts'

export { ADMIN_API_BASE } from '../values/api-paths.ts'

/** A colour the editor's colour picker gives: `#rgb` or `#rrggbb`. */
export const HexColour = Type.String({ pattern: HEX_COLOUR_PATTERN })

/** A staff member's role on a website (staff-roles.ts). */
export const StaffRole = Type.Enum(STAFF_ROLES)
export type StaffRole = Static<typeof StaffRole>

/** Something the staff API lets a role do (staff-roles.ts). */
export const StaffPermission = Type.Enum(STAFF_PERMISSIONS)

/** The navbar and footer settings the editor changes: a subset of WebsiteSettings. */
export const Appearance = Type.Object({
  logo: Nullable(Type.String({ maxLength: 2000 })),
  footer: Type.String({ maxLength: 20000 }),
  socials: Socials,
  colors_theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
  colors_primary: HexColour,
  colors_secondary: HexColour,
})
export type Appearance = Static<typeof Appearance>

/**
 * GET and PUT /editor/: the home page with all its blocks (hidden ones included) and the
 * appearance. Each block's `fields` follow BLOCK_FIELDS[component]; a new block comes with a
 * uid the client made up (1–64 characters, unique in the page).
 */
export const EditorContent = Type.Object({
  page: PageContent,
  appearance: Appearance,
})
export type EditorContent = Static<typeof EditorContent>

/** POST /images/ (multipart field `file`, JPEG or PNG): where the storefront finds the image. */
export const ImageUploadAnswer = Type.Object({ url: Type.String() })
export type ImageUploadAnswer = Static<typeof ImageUploadAnswer>

/** GET /me/: the signed-in staff member's role on this website and what it lets them do. */
export const StaffAnswer = Type.Object({
  role: StaffRole,
  permissions: Type.Array(StaffPermission),
})
export type StaffAnswer = Static<typeof StaffAnswer>
