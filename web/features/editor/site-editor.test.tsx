import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../../contract/schemas/auth.ts'
import { STAFF_PERMISSIONS, type StaffPermission } from '../../../contract/values/staff-roles.ts'
import { useSession } from '../../api/session.ts'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { useDraft } from './draft-store.ts'
import { anEditorContent } from './test/editor-content.ts'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'

afterEach(() => {
  useSession.getState().signOut()
  useDraft.getState().clear()
  useEditorFocus.getState().setActiveBlock(null)
})

const content = anEditorContent()
const visiblePage = { ...content.page, content: content.page.content.filter((b) => b.is_displayed) }

function aUser(staff_role: User['staff_role']): User {
  return {
    uid: 'user-1',
    first_name: 'Camille',
    last_name: 'Martin',
    email: 'camille@example.com',
    show_billing_settings: false,
    staff_role,
  }
}

/** What GET /me/ tells each role it may do (server/modules/admin/permissions.ts). */
const PERMISSIONS: Record<NonNullable<User['staff_role']>, StaffPermission[]> = {
  owner: [...STAFF_PERMISSIONS],
  editor: [
    'catalogue.read',
    'catalogue.edit',
    'catalogue.publish',
    'catalogue.delete',
    'catalogue.prices',
    'pages.edit',
  ],
  contributor: ['catalogue.read', 'catalogue.edit'],
}

/** The storefront's home page, signed in as `user` (or not signed in). */
function openHome(user: User | null) {
  if (user) useSession.getState().signIn('token')
  serveAnswers({
    '/website/': aWebsite({ home_page: 'home', name: 'Ma Vitrine' }),
    '/categories/': [],
    '/billing/plans/': [],
    '/pages/home/': visiblePage,
    '/auth/me/': user ?? [401, { type: 'Unauthorized', message: 'Log in.' }],
    '/items/': { count: 0, results: [] },
    [`${ADMIN_API_BASE}/editor/`]: content,
    [`${ADMIN_API_BASE}/me/`]: user?.staff_role
      ? { role: user.staff_role, permissions: PERMISSIONS[user.staff_role] }
      : [403, { type: 'Forbidden', message: 'Staff only.' }],
  })
  return renderApp('/')
}

const main = () => screen.getByRole('main')
const bannerHeading = () => screen.findByRole('heading', { level: 2, name: 'Bienvenue' })

describe('the edit button of the home page', { timeout: 40_000 }, () => {
  it('is not there for visitors', async () => {
    openHome(null)
    await bannerHeading()
    expect(screen.queryByRole('button', { name: 'Modifier la page' })).toBeNull()
  })

  it('is not there for customers', async () => {
    openHome(aUser(null))
    await bannerHeading()
    await waitFor(() => expect(useSession.getState().token).toBe('token'))
    expect(screen.queryByRole('button', { name: 'Modifier la page' })).toBeNull()
  })

  it('is not there for contributors, whose role does not edit pages', async () => {
    openHome(aUser('contributor'))
    await bannerHeading()
    await waitFor(() => expect(useSession.getState().token).toBe('token'))
    expect(screen.queryByRole('button', { name: 'Modifier la page' })).toBeNull()
  })

  it('opens the editor for site staff, and the page previews what they change', async () => {
    const user = userEvent.setup()
    openHome(aUser('editor'))
    await bannerHeading()
    await user.click(await screen.findByRole('button', { name: 'Modifier la page' }))
    const editor = await screen.findByRole('complementary', { name: "Page d'accueil" })
    const blocks = await within(editor).findByRole('list', { name: 'Blocs de la page' })

    await user.click(within(blocks).getByRole('button', { name: /^Bannière du haut/ }))
    const anchor = main().querySelector('[data-block-uid="hero"]')
    expect(anchor?.getAttribute('data-active')).toBe('true')
    const text = within(within(editor).getByRole('group', { name: 'Titre' })).getByRole('textbox', {
      name: 'Texte',
    })
    await user.clear(text)
    await user.paste('<script>alert(1)</script>')
    expect(
      await within(main()).findByRole('heading', {
        level: 2,
        name: '<script>alert(1)</script>',
      }),
    ).toBeTruthy()
    expect(main().querySelector('script')).toBeNull()

    await user.click(within(editor).getByRole('switch', { name: 'Afficher/masquer' }))
    await waitFor(() => expect(main().querySelector('[data-block-uid="hero"]')).toBeNull())
    // The hidden block the editor loaded stays hidden in the preview.
    expect(main().querySelector('[data-block-uid="promo"]')).toBeNull()
    expect(main().querySelector('[data-block-uid="faq"]')).not.toBeNull()
  })
})
