import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubSliderLayout } from '../../ui/slider/test-layout.ts'
import { demoBlock, EVERY_LAYOUT } from './test/demo-blocks.ts'
import { renderHome } from './test/render-home.tsx'

let restore: () => void
beforeEach(() => {
  restore = stubSliderLayout()
  vi.spyOn(console, 'error')
})
afterEach(() => {
  restore()
  vi.restoreAllMocks()
})

const sectionOf = (container: HTMLElement, layout: string) =>
  container.querySelector<HTMLElement>(`section[data-block-layout="${layout}"]`)

/** What each block component shows of the demo content once rendered. */
const SHOWS: Record<string, RegExp> = {
  Items: /^Film item-\d+$/,
  Categories: /^(Films|Musique|Cuisine|Artisanat|Jeunesse)$/,
  Faq: /^Comment regarder une vidéo \?$/,
  Testimonials: /^Claire Dubois$/,
  Features: /^Sans publicité$/,
  Banner1: /Apprenez avec les meilleurs artisans|Le meilleur du documentaire/,
  Banner2: /^Soutenez les créateurs$/,
  Banner3: /^Un an de cinéma pour le prix de dix mois$/,
}

describe('home page blocks', () => {
  it.each(EVERY_LAYOUT)(
    '%s renders its %s layout with the demo content',
    async (component, layout) => {
      const { container } = renderHome([demoBlock(component, layout, 1)])
      const pattern = SHOWS[component]!
      await waitFor(() => expect(sectionOf(container, layout)).not.toBeNull())
      const section = sectionOf(container, layout)!
      expect(section.getAttribute('data-block-component')).toBe(component)
      expect((await within(section).findAllByText(pattern)).length).toBeGreaterThan(0)
      expect(console.error).not.toHaveBeenCalled()
    },
  )

  it('names each block by its title', async () => {
    renderHome([demoBlock('Faq', 'paragraphs'), demoBlock('Banner2', 'sidebar-left', 1)])
    expect(await screen.findByRole('region', { name: 'Questions fréquentes' })).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Soutenez les créateurs' })).toBeTruthy()
  })

  it('leaves out blocks that are not displayed', async () => {
    const hidden = { ...demoBlock('Banner3', 'two-cols'), is_displayed: false }
    renderHome([demoBlock('Faq', 'paragraphs'), hidden, demoBlock('Features', 'list')])
    expect(await screen.findByRole('heading', { name: 'Pourquoi Vitrine ?' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Questions fréquentes' })).toBeTruthy()
    expect(screen.queryByText('Un an de cinéma pour le prix de dix mois')).toBeNull()
  })

  it('renders an unknown layout as its component’s first one rather than failing', async () => {
    const block = demoBlock('Testimonials', 'card')
    const { container } = renderHome([{ ...block, fields: { ...block.fields, layout: 'spiral' } }])
    await waitFor(() => expect(sectionOf(container, 'card')).not.toBeNull())
  })

  it('still renders a block whose fields are missing or of the wrong kind', async () => {
    const broken = { ...demoBlock('Banner1', 'collage'), fields: { title: 42, button1: 'x' } }
    const { container } = renderHome([broken, demoBlock('Features', 'grid')])
    expect(await screen.findByRole('heading', { name: 'Pourquoi Vitrine ?' })).toBeTruthy()
    expect(sectionOf(container, 'sidebar-left')).not.toBeNull()
    expect(console.error).not.toHaveBeenCalled()
  })
})

describe('the featured grid rule (spec §9)', () => {
  function itemsBlock(count: number) {
    const block = demoBlock('Items', 'medias-grid')
    const contents = (block.fields.contents as unknown[]).slice(0, count)
    return { ...block, fields: { ...block.fields, contents } }
  }

  it('shows four items as a grid', async () => {
    renderHome([itemsBlock(4)])
    const section = await screen.findByRole('region', { name: 'Nouveautés' })
    await within(section).findByText('Film item-1')
    expect(within(section).getAllByRole('listitem')).toHaveLength(4)
    expect(section.querySelector('[aria-roledescription="carrousel"]')).toBeNull()
  })

  it('slides five items, with arrows', async () => {
    renderHome([itemsBlock(5)])
    const section = await screen.findByRole('region', { name: 'Nouveautés' })
    await within(section).findByText('Film item-1')
    expect(section.querySelector('[aria-roledescription="carrousel"]')).not.toBeNull()
    expect(within(section).getAllByRole('group')).toHaveLength(5)
    expect(await within(section).findByRole('button', { name: 'Page suivante' })).toBeTruthy()
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('fetches the items by uid and keeps the block’s order', async () => {
    const { asked } = renderHome([itemsBlock(3)])
    const section = await screen.findByRole('region', { name: 'Nouveautés' })
    await within(section).findByText('Film item-1')
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    const block = itemsBlock(3)
    const uids = (block.fields.contents as { content_object: { uid: string } }[]).map(
      (entry) => entry.content_object.uid,
    )
    expect(names).toEqual(uids.map((uid) => `Film ${uid}`))
    const call = decodeURIComponent(asked.find((url) => url.includes('/items/'))!)
    expect(call).toContain(`uid__in=${uids.join(',')}`)
    expect(call).toContain('limit=3')
  })
})

describe('block texts and buttons', () => {
  const attack = '<img src=x onerror=alert(1)>'

  it('show what staff typed as text, never as HTML', async () => {
    const banner = demoBlock('Banner3', 'fullwidth-left')
    const title = { ...(banner.fields.title as object), text: attack }
    const testimonials = demoBlock('Testimonials', 'list')
    const entries = (testimonials.fields.entries as object[]).map((entry) => ({
      ...entry,
      name: attack,
    }))
    const { container } = renderHome([
      { ...banner, fields: { ...banner.fields, title } },
      { ...testimonials, fields: { ...testimonials.fields, entries } },
    ])
    expect(await screen.findByRole('heading', { name: attack })).toBeTruthy()
    expect((await screen.findAllByText(attack)).length).toBeGreaterThan(1)
    expect(container.querySelector('img[src="x"]')).toBeNull()
  })

  it('keep the emphasis of FAQ answers, which the API has sanitised', async () => {
    const faq = demoBlock('Faq', 'paragraphs')
    const entries = [
      {
        uid: 'q1',
        title: 'Question',
        description: 'Appuyez sur <b>Lecture</b>',
        image: null,
      },
    ]
    renderHome([{ ...faq, fields: { ...faq.fields, entries } }])
    expect((await screen.findByText('Lecture')).tagName).toBe('B')
  })

  it('follow links, go to /donate, and call back for subscribe and contact', async () => {
    const onOpenSubscriptions = vi.fn()
    const onOpenContact = vi.fn()
    const hero = demoBlock('Banner1', 'sidebar-left', 0)
    const message = demoBlock('Banner2', 'banner-center', 0)
    const donation = demoBlock('Banner2', 'banner-left', 1)
    renderHome([hero, message, donation], { onOpenSubscriptions, onOpenContact })

    const catalogue = await screen.findByRole('link', { name: 'Découvrir le catalogue' })
    expect(catalogue.getAttribute('href')).toBe('/medias')
    expect((await screen.findByRole('link', { name: 'Faire un don' })).getAttribute('href')).toBe(
      '/donate',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Voir les abonnements' }))
    expect(onOpenSubscriptions).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Nous écrire' }))
    expect(onOpenContact).toHaveBeenCalledOnce()
  })

  it('hide buttons without text, with no action, or leading to a script', async () => {
    const hero = demoBlock('Banner1', 'halfscreen')
    const button1 = { ...(hero.fields.button1 as object), href: 'javascript:alert(1)' }
    const button2 = { ...(hero.fields.button2 as object), action: 'none' }
    renderHome([{ ...hero, fields: { ...hero.fields, button1, button2 } }])
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
