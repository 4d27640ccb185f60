import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { renderApp, type Answers } from '../../test/render-app.tsx'
import { hintOf, serveAuth, typeInto } from './test/serve-auth.ts'

const INVALID_LINK =
  'The password reset link was invalid, possibly because it has already been used. Please request a new password reset.'

describe('the password reset request', () => {
  async function open(answers: Answers = {}) {
    const sent = serveAuth(answers)
    renderApp('/auth/password-reset-1')
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })
    return sent
  }
  const email = () => screen.getByRole('textbox', { name: /^Adresse e-mail/ })
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }))

  it('requires an e-mail address', async () => {
    const sent = await open()
    await send()
    expectFieldError(email(), 'Champ requis')
    await typeInto(email(), 'marie.example.com')
    await send()
    await waitFor(() => expectFieldError(email(), 'Adresse e-mail invalide'))
    expect(sent).toEqual([])
  })

  it('turns into a success message once sent', async () => {
    const sent = await open({ '/password/reset/': { detail: 'Sent.' } })
    await typeInto(email(), 'marie@example.com')
    await send()
    expect((await screen.findByRole('status')).textContent).toMatch(/un lien de réinitialisation/)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(sent).toEqual([{ path: '/password/reset/', body: { email: 'marie@example.com' } }])
  })

  it('says an error occurred when sending fails, keeping the form', async () => {
    await open({ '/password/reset/': [500, { type: 'ServerError', message: 'Boom.' }] })
    await typeInto(email(), 'marie@example.com')
    await send()
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue')
    expect((email() as HTMLInputElement).value).toBe('marie@example.com')
  })
})

describe('the password reset confirmation', () => {
  async function open(answers: Answers = {}) {
    const sent = serveAuth(answers)
    renderApp('/auth/password/reset/user-1/the-token')
    await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' })
    return sent
  }
  const first = () => screen.getByLabelText(/^Nouveau mot de passe/)
  const second = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/)
  const change = () =>
    userEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }))

  it('requires 8 characters and the same password twice', async () => {
    const sent = await open()
    expect(hintOf(first())).toBe('Minimum 8 caractères')
    await typeInto(first(), 'short')
    await change()
    expectFieldError(first(), 'Minimum 8 caractères')
    await typeInto(first(), '-but-long-now')
    await typeInto(second(), 'something-else')
    await change()
    await waitFor(() => expectFieldError(second(), 'Les deux mots de passe ne sont pas identiques'))
    expect(sent).toEqual([])
  })

  it('sends the link with the new password and then offers to log in', async () => {
    const sent = await open({ '/password/reset/confirm/': { detail: 'Done.' } })
    await typeInto(first(), 'brand-new-password')
    await typeInto(second(), 'brand-new-password')
    await change()
    expect((await screen.findByRole('status')).textContent).toMatch(/mot de passe a été changé/)
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/login',
    )
    expect(sent).toEqual([
      {
        path: '/password/reset/confirm/',
        body: {
          new_password1: 'brand-new-password',
          new_password2: 'brand-new-password',
          uid: 'user-1',
          token: 'the-token',
        },
      },
    ])
  })

  it('explains that a used or wrong link is invalid', async () => {
    await open({
      '/password/reset/confirm/': [
        400,
        { type: 'ValidationError', message: INVALID_LINK, details: { token: [INVALID_LINK] } },
      ],
    })
    await typeInto(first(), 'brand-new-password')
    await typeInto(second(), 'brand-new-password')
    await change()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      "Le lien de réinitialisation est invalide, peut-être parce qu'il a déjà été utilisé.",
    )
    expect(
      screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href'),
    ).toBe('/auth/password-reset-1')
  })
})
