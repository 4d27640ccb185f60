import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useContactDialog } from '../../lib/contact-dialog.ts'
import { recordRequests, type SentRequest } from '../../test/api-server.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers, type Answers } from '../../test/render-app.tsx'
import { API_BASE } from '../../../contract/values/api-paths.ts'

afterEach(() => useContactDialog.getState().hide())

/** Serves the start-up data and `answers`; returns the POSTs sent. */
function serve(answers: Answers = {}): SentRequest[] {
  serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/api/snippets/legal/': '<p>Mentions</p>',
    '/contact/': [201, { detail: 'Your message has been sent.' }],
    ...answers,
  })
  return recordRequests('post')
}

async function openFromAppBar() {
  renderApp('/legal')
  await userEvent.click(await screen.findByRole('button', { name: 'Contact' }))
  return screen.findByRole('dialog', { name: 'Nous contacter' })
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name })
const consent = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: /J'accepte que ces informations/ })
const send = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }))

async function fillIn(dialog: HTMLElement, email = 'marie@example.com') {
  await userEvent.type(box(dialog, 'Adresse e-mail'), email)
  await userEvent.type(box(dialog, 'Prénom'), 'Marie')
  await userEvent.type(box(dialog, 'Nom'), 'Curie')
  await userEvent.type(box(dialog, 'Message'), 'Des tarifs pour les écoles ?')
  await userEvent.click(consent(dialog))
}

describe('the contact dialog', () => {
  it('requires every field and the consent, naming each one that is missing', async () => {
    const sent = serve()
    const dialog = await openFromAppBar()
    await send(dialog)
    expect(await within(dialog).findAllByText('Champ requis')).toHaveLength(5)
    for (const name of ['Adresse e-mail', 'Prénom', 'Nom', 'Message']) {
      expectFieldError(box(dialog, name), 'Champ requis')
    }
    expectFieldError(consent(dialog), 'Champ requis')
    expect(sent).toEqual([])
  })

  it('refuses an e-mail address without @', async () => {
    const sent = serve()
    const dialog = await openFromAppBar()
    await fillIn(dialog, 'marie.example.com')
    await send(dialog)
    await waitFor(() => expectFieldError(box(dialog, 'Adresse e-mail'), 'Adresse e-mail invalide'))
    expect(within(dialog).queryByText('Champ requis')).toBeNull()
    expect(sent).toEqual([])
  })

  it('sends the message, confirms, and starts empty when opened again', async () => {
    const sent = serve()
    const dialog = await openFromAppBar()
    await fillIn(dialog)
    await send(dialog)
    expect(await within(dialog).findByText(/Votre message a bien été envoyé/)).toBeTruthy()
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${API_BASE}/contact/`,
        body: {
          email: 'marie@example.com',
          first_name: 'Marie',
          last_name: 'Curie',
          message: 'Des tarifs pour les écoles ?',
        },
      },
    ])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'))
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }))
    const again = await screen.findByRole('dialog', { name: 'Nous contacter' })
    expect((box(again, 'Adresse e-mail') as HTMLInputElement).value).toBe('')
    expect((box(again, 'Message') as HTMLTextAreaElement).value).toBe('')
    expect((consent(again) as HTMLInputElement).checked).toBe(false)
  })

  it('forgets what was typed when cancelled', async () => {
    serve()
    const dialog = await openFromAppBar()
    await userEvent.type(box(dialog, 'Prénom'), 'Marie')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'))
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }))
    const again = await screen.findByRole('dialog', { name: 'Nous contacter' })
    expect((box(again, 'Prénom') as HTMLInputElement).value).toBe('')
  })

  it('keeps the form and says so when the message could not be sent', async () => {
    serve({ '/contact/': [429, { type: 'TooManyRequests', message: 'Slow down.' }] })
    const dialog = await openFromAppBar()
    await fillIn(dialog)
    await send(dialog)
    expect(await within(dialog).findByText(/Le message n'a pas pu être envoyé/)).toBeTruthy()
    expect((box(dialog, 'Prénom') as HTMLInputElement).value).toBe('Marie')
  })

  it('opens from the main drawer too', async () => {
    serve()
    renderApp('/legal')
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('navigation', { name: 'Menu principal' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Contact' }))
    expect(await screen.findByRole('dialog', { name: 'Nous contacter' })).toBeTruthy()
  })
})
