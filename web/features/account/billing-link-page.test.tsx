import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from '../../api/session.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

afterEach(() => useSession.getState().signOut())

describe('a failed renewal’s link to the billing page', () => {
  it('lets a visitor signed in with another account switch to the subscription’s', async () => {
    useSession.getState().signIn('token-of-someone-else')
    serveAnswers({
      '/website/': aWebsite(),
      '/categories/': [],
      '/billing/plans/': [],
      '/me/stripe-portal/': [404, { type: 'NotFound', message: 'Not found.' }],
    })
    renderApp('/account/billing?subscription=sub-1')

    await screen.findByText('Vous êtes connecté avec un autre compte que celui de cet abonnement.')
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Changer de compte' }))

    // Signed out, on the same page: signing in comes back to it.
    const signIn = await within(screen.getByRole('main')).findByRole('link', {
      name: 'Se connecter',
    })
    expect(useSession.getState().token).toBeNull()
    expect(signIn.getAttribute('href')).toContain(
      encodeURIComponent('/account/billing?subscription=sub-1'),
    )
  })
})
