import { Type, type Static } from 'typebox'
import { Nullable } from './common.ts'
import { PageContent } from './pages.ts'
import { Socials } from './website.ts'

export { ADMIN_API_BASE } from './api-paths.ts'

/** A colour the editor's colour picker gives: `#rgb` or `#rrggbb`. */
export const HexColour = Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })

/** What a staff member may do: an owner manages the site, an editor edits its pages. */
export const StaffRole = Type.Union([Type.Literal('owner'), Type.Literal('editor')])
export type StaffRole = Static<typeof StaffRole>

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

/** GET /me/: the signed-in staff member's role on this website. */
export const StaffAnswer = Type.Object({ role: StaffRole })
export type StaffAnswer = Static<typeof StaffAnswer>
