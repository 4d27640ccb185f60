import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from '../../api/session.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aUser } from '../../test/fixtures.ts'
import { renderApp, type Answers } from '../../test/render-app.tsx'
import { serveAuth, typeInto } from './test/serve-auth.ts'

afterEach(() => useSession.getState().signOut())

const INVITATION = {
  uid: 'inv-1',
  first_name: 'Pierre',
  last_name: 'Curie',
  email: 'pierre@example.com',
  custom_fields: { company: 'Sorbonne' },
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })
const secret = (name: string) => screen.getByLabelText(new RegExp(`^${name}`))
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))

async function open(answers: Answers = {}) {
  const sent = serveAuth(
    { '/auth/invitations/inv-1/': INVITATION, ...answers },
    { auth_registration_custom_fields: [{ name: 'company', label: 'Entreprise', required: true }] },
  )
  const view = renderApp('/auth/register/inv-1')
  await screen.findByRole('heading', { level: 1, name: 'Rejoindre Ma Vitrine' })
  await screen.findByRole('button', { name: 'Créer mon compte' })
  return { sent, ...view }
}

describe('registration from an invitation', () => {
  it("shows the invitation's names, e-mail (fixed) and fields", async () => {
    await open()
    expect((box('Prénom') as HTMLInputElement).value).toBe('Pierre')
    expect((box('Nom') as HTMLInputElement).value).toBe('Curie')
    expect((box('Adresse e-mail') as HTMLInputElement).value).toBe('pierre@example.com')
    expect(box('Adresse e-mail').hasAttribute('readonly')).toBe(true)
    expect((box('Entreprise') as HTMLInputElement).value).toBe('Sorbonne')
  })

  it('requires the names, 8 characters and the same password twice', async () => {
    const { sent } = await open()
    await userEvent.clear(box('Prénom'))
    await userEvent.clear(box('Nom'))
    await typeInto(secret('Mot de passe'), 'short')
    await submit()
    expectFieldError(box('Prénom'), 'Champ requis')
    expectFieldError(box('Nom'), 'Champ requis')
    expectFieldError(secret('Mot de passe'), 'Minimum 8 caractères')

    await typeInto(box('Prénom'), 'Pierre')
    await typeInto(box('Nom'), 'Curie')
    await typeInto(secret('Mot de passe'), '-long-enough')
    await typeInto(secret('Confirmation du mot de passe'), 'different-one')
    await submit()
    await waitFor(() =>
      expectFieldError(
        secret('Confirmation du mot de passe'),
        'Les deux mots de passe ne sont pas identiques',
      ),
    )
    expect(sent).toEqual([])
  })

  it('registers with the invitation, signs in and goes home', async () => {
    const { sent, router } = await open({
      '/auth/register/': [201, aUser()],
      '/auth/login/': { token: 'new-token' },
    })
    await typeInto(secret('Mot de passe'), 'long-enough')
    await typeInto(secret('Confirmation du mot de passe'), 'long-enough')
    await submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sent[0]).toEqual({
      path: '/auth/register/',
      body: {
        first_name: 'Pierre',
        last_name: 'Curie',
        email: 'pierre@example.com',
        password1: 'long-enough',
        password2: 'long-enough',
        custom_fields: { company: 'Sorbonne' },
        invitation: 'inv-1',
        marketing_consent: false,
      },
    })
    expect(sent[1]?.body).toEqual({ email: 'pierre@example.com', password: 'long-enough' })
    expect(useSession.getState().token).toBe('new-token')
  })

  it('sends the visitor to / when the invitation cannot be loaded', async () => {
    serveAuth({ '/auth/invitations/used/': [404, { type: 'NotFound', message: 'Not found.' }] })
    const { router } = renderApp('/auth/register/used')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
