import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useSession } from '../../api/session.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aUser } from '../../test/fixtures.ts'
import { renderApp, type Answers } from '../../test/render-app.tsx'
import { hintOf, serveAuth, typeInto } from './test/serve-auth.ts'

afterEach(() => useSession.getState().signOut())

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })
const secret = (name: string) => screen.getByLabelText(new RegExp(`^${name}`))
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))

const REGISTERED: Answers = {
  '/auth/register/': [201, aUser()],
  '/auth/login/': { token: 'new-token' },
}

async function open(answers: Answers = {}, website: Partial<WebsiteSettings> = {}, path = '') {
  const sent = serveAuth(answers, website)
  const view = renderApp(`/auth/register${path}`)
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })
  return { sent, ...view }
}

async function fillIn(password2 = 'long-enough') {
  await typeInto(box('Prénom'), 'Marie')
  await typeInto(box('Nom'), 'Curie')
  await typeInto(box('Adresse e-mail'), 'marie@example.com')
  await typeInto(secret('Mot de passe'), 'long-enough')
  await typeInto(secret('Confirmation du mot de passe'), password2)
}

describe('the registration screen', () => {
  it('requires first name, last name and e-mail, and asks nothing of the server', async () => {
    const { sent } = await open()
    await submit()
    for (const name of ['Prénom', 'Nom', 'Adresse e-mail']) {
      expectFieldError(box(name), 'Champ requis')
    }
    expect(sent).toEqual([])
  })

  it('checks the e-mail as soon as the visitor leaves it, and again as they fix it', async () => {
    await open()
    await typeInto(box('Adresse e-mail'), 'marie.example.com')
    expect(box('Adresse e-mail').getAttribute('aria-invalid')).toBe('false')
    fireEvent.blur(box('Adresse e-mail'))
    await waitFor(() => expectFieldError(box('Adresse e-mail'), 'Adresse e-mail invalide'))
    await userEvent.clear(box('Adresse e-mail'))
    await typeInto(box('Adresse e-mail'), 'marie@example.com')
    await waitFor(() => expect(box('Adresse e-mail').getAttribute('aria-invalid')).toBe('false'))
  })

  it('hints at 8 characters and refuses a shorter password', async () => {
    const { sent } = await open()
    expect(hintOf(secret('Mot de passe'))).toBe('Minimum 8 caractères')
    await typeInto(secret('Mot de passe'), 'short')
    await submit()
    expectFieldError(secret('Mot de passe'), 'Minimum 8 caractères')
    expect(sent).toEqual([])
  })

  it('refuses two different passwords', async () => {
    const { sent } = await open()
    await fillIn('long-enougH')
    await submit()
    await waitFor(() =>
      expectFieldError(
        secret('Confirmation du mot de passe'),
        'Les deux mots de passe ne sont pas identiques',
      ),
    )
    expect(sent).toEqual([])
  })

  it("asks for the site's own fields, requiring the required ones", async () => {
    const { sent } = await open(REGISTERED, {
      auth_registration_custom_fields: [
        { name: 'company', label: 'Entreprise', required: true },
        { name: 'phone', label: 'Téléphone', required: false },
      ],
    })
    await fillIn()
    await submit()
    expectFieldError(box('Entreprise'), 'Champ requis')
    expect(box('Téléphone').getAttribute('aria-invalid')).toBe('false')
    expect(sent).toEqual([])
    await typeInto(box('Entreprise'), 'Radium SA')
    await submit()
    await waitFor(() => expect(sent[0]?.path).toBe('/auth/register/'))
    expect(sent[0]?.body).toMatchObject({ custom_fields: { company: 'Radium SA', phone: '' } })
  })

  it('creates the account, signs in with e-mail and password, and goes to ?redirect=', async () => {
    const { sent, router } = await open(
      { ...REGISTERED, '/api/snippets/legal/': '<p>Mentions</p>' },
      {},
      '?redirect=%2Flegal',
    )
    await fillIn()
    await submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal'))
    expect(sent).toEqual([
      {
        path: '/auth/register/',
        body: {
          first_name: 'Marie',
          last_name: 'Curie',
          email: 'marie@example.com',
          password1: 'long-enough',
          password2: 'long-enough',
          custom_fields: {},
          marketing_consent: false,
        },
      },
      { path: '/auth/login/', body: { email: 'marie@example.com', password: 'long-enough' } },
    ])
    expect(useSession.getState().token).toBe('new-token')
  })

  it('goes home after registering without a redirect', async () => {
    const { router } = await open(REGISTERED)
    await fillIn()
    await submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('says in French that the address already has an account, on the form and the field', async () => {
    const taken = 'A user with that email already exists.'
    await open({
      '/auth/register/': [409, { type: 'Conflict', message: taken, details: { email: [taken] } }],
    })
    await fillIn()
    await submit()
    const inFrench = 'Un compte existe déjà avec cette adresse e-mail.'
    expect((await screen.findByRole('alert')).textContent).toBe(inFrench)
    expectFieldError(box('Adresse e-mail'), inFrench)
    expect(useSession.getState().token).toBeNull()
  })

  it("shows any other e-mail error of the server's as it comes", async () => {
    const refused = 'Enter a valid email address.'
    await open({
      '/auth/register/': [
        400,
        { type: 'ValidationError', message: `email: ${refused}`, details: { email: [refused] } },
      ],
    })
    await fillIn()
    await submit()
    expect((await screen.findByRole('alert')).textContent).toBe(refused)
    expectFieldError(box('Adresse e-mail'), refused)
  })

  it('says an error occurred when the failure is not about the e-mail', async () => {
    await open({ '/auth/register/': [500, { type: 'ServerError', message: 'Boom.' }] })
    await fillIn()
    await submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue')
    expect(box('Adresse e-mail').getAttribute('aria-invalid')).toBe('false')
  })

  it('links to the login screen keeping the query', async () => {
    await open({}, {}, '?redirect=%2Fmy-stuff')
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fmy-stuff',
    )
  })
})
