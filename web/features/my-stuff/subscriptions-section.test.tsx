import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import { useSession } from '../../api/session.ts'
import { appTranslator } from '../../i18n/i18n.ts'
import { aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

afterEach(() => {
  useSession.getState().signOut()
  appTranslator().changeLanguage('fr')
})

const FUTURE = '2099-03-03T12:00:00.000Z'

function aSubscription(extra: Partial<Subscription> = {}): Subscription {
  return {
    uid: 'sub-1',
    plan: 'mensuelle',
    plan_name: 'Formule mensuelle',
    status: 'active',
    current_period_end: FUTURE,
    canceled: false,
    pause_resumes_at: null,
    grace_ends_at: null,
    pause_months_max: 0,
    winback_offer: null,
    ...extra,
  }
}

/**
 * A server holding one subscription: cancel and resume change it, and the list answers it as it
 * is then. `failing` answers the changes with that status instead.
 */
function serveSubscription(start: Subscription, failing?: number) {
  let current = start
  const changed = (canceled: boolean) => () => {
    if (failing) return [failing, { type: 'Conflict', message: 'No.' }]
    current = { ...current, canceled }
    return current
  }
  return serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/purchases/': [],
    '/items/': { count: 0, results: [] },
    '/purchases/subscriptions/': () => [current],
    '/purchases/subscriptions/sub-1/cancel/': changed(true),
    '/purchases/subscriptions/sub-1/resume/': changed(false),
    '/purchases/subscriptions/sub-1/pause/': () => {
      current = { ...current, status: 'paused', pause_resumes_at: '2099-05-03T12:00:00.000Z' }
      return current
    },
    '/purchases/subscriptions/sub-1/winback/': () => {
      current = { ...current, winback_offer: null }
      return current
    },
    '/purchases/subscriptions/sub-1/end-pause/': () => {
      current = { ...current, status: 'active', pause_resumes_at: null }
      return current
    },
  })
}

const plan = () => screen.findByRole('article', { name: 'Formule mensuelle' })
const listings = (asked: string[]) =>
  asked.filter((url) => url.split('?')[0]!.endsWith('/purchases/subscriptions/')).length

describe('cancelling and resuming a subscription in my stuff', () => {
  it('offers a pause as long as the site allows instead, and ends it on demand', async () => {
    const user = userEvent.setup()
    const asked = serveSubscription(aSubscription({ pause_months_max: 2 }))
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    await user.click(
      within(article).getByRole('button', { name: "Résilier l'abonnement Formule mensuelle" }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Résilier Formule mensuelle ?' })
    expect(dialog.textContent).toContain("Besoin d'une pause ?")
    expect(within(dialog).queryByRole('button', { name: 'Suspendre 3 mois' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre 2 mois' }))
    const status = await within(article).findByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe("Formule mensuelle est en pause jusqu'au 3 mai 2099."),
    )
    expect(await within(article).findByText(/^En pause jusqu'au 3 mai 2099/)).toBeTruthy()
    expect(asked.some((url) => url.endsWith('/cancel/'))).toBe(false)

    await user.click(
      within(article).getByRole('button', {
        name: "Reprendre maintenant l'abonnement Formule mensuelle",
      }),
    )
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Formule mensuelle reprend : accès rouvert, renouvelé le 3 mars 2099.',
      ),
    )
    expect(asked.filter((url) => url.endsWith('/end-pause/'))).toHaveLength(1)
  })

  it('offers the win-back discount beside the pause, and keeps the subscription', async () => {
    const user = userEvent.setup()
    const offer = { percent_off: null, amount_off: 1250, currency: 'eur', months: 3 }
    const asked = serveSubscription(aSubscription({ pause_months_max: 1, winback_offer: offer }))
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    await user.click(
      within(article).getByRole('button', { name: "Résilier l'abonnement Formule mensuelle" }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Résilier Formule mensuelle ?' })
    // Intl writes a no-break space before the euro sign.
    expect(dialog.textContent).toContain(
      'Restez avec nous : 12,50\u00a0€ de remise sur vos 3 prochains renouvellements.',
    )
    expect(within(dialog).getByRole('button', { name: 'Suspendre 1 mois' })).toBeTruthy()
    await user.click(
      within(dialog).getByRole('button', { name: 'Rester avec 12,50\u00a0€ de remise' }),
    )
    const status = await within(article).findByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Formule mensuelle continue : 12,50\u00a0€ de remise sur les 3 prochains renouvellements, dès le 3 mars 2099.',
      ),
    )
    expect(asked.filter((url) => url.endsWith('/winback/'))).toHaveLength(1)
    expect(asked.some((url) => url.endsWith('/cancel/'))).toBe(false)
    // Taken once: the next cancellation offers it no more.
    await user.click(
      within(article).getByRole('button', { name: "Résilier l'abonnement Formule mensuelle" }),
    )
    const again = await screen.findByRole('dialog', { name: 'Résilier Formule mensuelle ?' })
    expect(again.textContent).not.toContain('Restez avec nous')
  })

  it('cancels at the end of the period, from the keyboard, after saying access lasts', async () => {
    const user = userEvent.setup()
    const asked = serveSubscription(aSubscription())
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    const button = within(article).getByRole('button', {
      name: "Résilier l'abonnement Formule mensuelle",
    })
    expect(button.textContent).toBe('Résilier')

    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Résilier Formule mensuelle ?' })
    expect(dialog.textContent).toContain("Vous gardez l'accès à ses contenus jusqu'au 3 mars 2099")
    await user.click(within(dialog).getByRole('button', { name: "Garder l'abonnement" }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(asked.some((url) => url.endsWith('/cancel/'))).toBe(false)

    await user.click(button)
    const again = await screen.findByRole('dialog')
    await user.click(within(again).getByRole('button', { name: 'Résilier' }))

    const status = await within(article).findByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe(
        "Formule mensuelle est résilié : accès jusqu'au 3 mars 2099.",
      ),
    )
    expect(within(article).getByText("Résilié : accès jusqu'au 3 mars 2099")).toBeTruthy()
    const resume = within(article).getByRole('button', {
      name: "Reprendre l'abonnement Formule mensuelle",
    })
    // The same button, and it kept the focus the dialog gave back.
    expect(resume).toBe(button)
    await waitFor(() => expect(document.activeElement).toBe(button))
    expect(
      asked.filter((url) => url.endsWith('/purchases/subscriptions/sub-1/cancel/')),
    ).toHaveLength(1)
    expect(listings(asked)).toBe(2)
  })

  it('says until when a failed renewal keeps access, links to the card, and cancels to then', async () => {
    const user = userEvent.setup()
    const graceEnd = '2099-03-10T12:00:00.000Z'
    serveSubscription(
      aSubscription({ status: 'past_due', grace_ends_at: graceEnd, pause_months_max: 2 }),
    )
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    expect(
      within(article).getByText(
        "Le renouvellement n'a pas pu être payé : accès jusqu'au 10 mars 2099. Mettez à jour votre carte d'ici là.",
      ),
    ).toBeTruthy()
    const update = within(article).getByRole('link', { name: 'Mettre à jour ma carte' })
    expect(update.getAttribute('href')).toBe('/account/billing?subscription=sub-1')
    // No pause is offered to a subscription that did not pay.
    await user.click(
      within(article).getByRole('button', { name: "Résilier l'abonnement Formule mensuelle" }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Résilier Formule mensuelle ?' })
    expect(dialog.textContent).toContain("Vous gardez l'accès à ses contenus jusqu'au 10 mars 2099")
    expect(dialog.textContent).not.toContain("Besoin d'une pause ?")
    await user.click(within(dialog).getByRole('button', { name: 'Résilier' }))
    const status = await within(article).findByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe(
        "Formule mensuelle est résilié : accès jusqu'au 10 mars 2099.",
      ),
    )
  })

  it('resumes a cancelled one without asking, in English', async () => {
    appTranslator().changeLanguage('en')
    const user = userEvent.setup()
    const asked = serveSubscription(aSubscription({ canceled: true }))
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    await user.click(
      within(article).getByRole('button', { name: 'Resume subscription Formule mensuelle' }),
    )
    const status = within(article).getByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe('Formule mensuelle is resumed: renews on 3 March 2099.'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(article).getByText('Renews on 3 March 2099')).toBeTruthy()
    expect(
      within(article).getByRole('button', { name: 'Cancel subscription Formule mensuelle' })
        .textContent,
    ).toBe('Cancel subscription')
    expect(asked.some((url) => url.endsWith('/sub-1/resume/'))).toBe(true)
  })

  it('says when the change failed, and leaves the subscription as it was', async () => {
    const user = userEvent.setup()
    serveSubscription(aSubscription({ canceled: true }), 409)
    useSession.getState().signIn('token-1')
    renderApp('/my-stuff')
    const article = await plan()
    await user.click(within(article).getByRole('button', { name: /^Reprendre l'abonnement/ }))
    expect((await within(article).findByRole('alert')).textContent).toBe(
      "Votre abonnement n'a pas pu être modifié. Réessayez.",
    )
    expect(within(article).getByText("Résilié : accès jusqu'au 3 mars 2099")).toBeTruthy()
  })
})
