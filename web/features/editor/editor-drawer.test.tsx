import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { EditorContent } from '../../../contract/schemas/admin.ts'
import { BLOCK_LAYOUTS, type PageContent } from '../../../contract/schemas/pages.ts'
import { useEditorFocus } from '../../lib/editor-focus.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { useDraft } from './draft-store.ts'
import { aBlock, anEditorContent } from './test/editor-content.ts'
import { renderEditor } from './test/render-editor.tsx'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'

afterEach(() => {
  useDraft.getState().clear()
  useEditorFocus.getState().setActiveBlock(null)
})

const heading = () => screen.getByRole('heading', { level: 2 })
const back = () => screen.queryByRole('button', { name: 'Retour' })
const blockList = () => screen.getByRole('list', { name: 'Blocs de la page' })
const previewed = (client: ReturnType<typeof renderEditor>['client']) =>
  client.getQueryData<PageContent>(['page', 'home'])

async function openEditor(content: EditorContent = anEditorContent()) {
  const view = renderEditor(content)
  await screen.findByRole('list', { name: 'Blocs de la page' })
  return view
}

// A banner's editor is some forty fields: slow to draw in jsdom on a busy machine.
describe('the editor drawer', { timeout: 40_000 }, () => {
  it('lists the navbar, the blocks in page order and the footer, with no way back', async () => {
    await openEditor()
    expect(heading().textContent).toBe("Page d'accueil")
    expect(back()).toBeNull()
    const names = within(blockList())
      .getAllByRole('listitem')
      .map((row) => within(row).getAllByRole('button')[1]!.textContent)
    expect(names).toEqual([
      'Bannière du haut' + 'Bannière',
      'Nouveautés' + 'Médias',
      'Questions fréquentes' + 'Questions fréquentes',
      'Promotion' + 'Bannière texte · masqué',
    ])
    expect(screen.getByRole('button', { name: 'Barre de navigation' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pied de page' })).toBeTruthy()
  })

  it('pushes a screen per step, pops back one at a time, and shows back only above the index', async () => {
    const user = userEvent.setup()
    await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Questions fréquentes/ }))
    expect(heading().textContent).toBe('Questions fréquentes')
    expect(back()).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Comment regarder ?' }))
    expect(heading().textContent).toBe('Question 1')
    expect((screen.getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value).toBe(
      'Comment regarder ?',
    )

    await user.click(back()!)
    expect(heading().textContent).toBe('Questions fréquentes')
    await user.click(back()!)
    expect(heading().textContent).toBe("Page d'accueil")
    expect(back()).toBeNull()
  })

  it('sets the stack to the index plus the new block when one is added', async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Ajouter un bloc' }))
    expect(heading().textContent).toBe('Ajouter un bloc')
    await user.click(screen.getByRole('button', { name: /^Message/ }))

    expect(heading().textContent).toBe('Message')
    expect(previewed(client)?.content.at(-1)).toMatchObject({
      component: 'Banner2',
      is_displayed: true,
      fields: { layout: 'banner-center', title: { text: 'Nouveau bloc' } },
    })
    // Back leads to the index: the "add a block" screen was replaced, not stacked.
    await user.click(back()!)
    expect(heading().textContent).toBe("Page d'accueil")
    expect(back()).toBeNull()
    expect(within(blockList()).getAllByRole('listitem')).toHaveLength(5)
  })

  it('selects the block it opens, so the page outlines it', async () => {
    const user = userEvent.setup()
    await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Nouveautés/ }))
    expect(useEditorFocus.getState().activeBlockUid).toBe('news')
  })

  it('hides and shows a block with the Afficher/masquer switch, in the preview too', async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    const toggle = screen.getByRole('switch', { name: 'Afficher/masquer' })
    expect((toggle as HTMLInputElement).checked).toBe(true)

    await user.click(toggle)
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(previewed(client)?.content[0]).toMatchObject({ uid: 'hero', is_displayed: false })
    await user.click(back()!)
    expect(
      within(blockList()).getByRole('button', { name: /^Bannière du haut/ }).textContent,
    ).toContain('masqué')

    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    await user.click(screen.getByRole('switch', { name: 'Afficher/masquer' }))
    expect(previewed(client)?.content[0]?.is_displayed).toBe(true)
  })

  it("appends an empty entry with 'Ajouter', which opens its own editor", async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Questions fréquentes/ }))
    const questions = screen.getByRole('group', { name: 'Questions' })
    await user.click(within(questions).getByRole('button', { name: 'Ajouter' }))

    const entries = within(questions).getAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual(['Comment regarder ?', 'Sans titre'])
    await user.click(within(entries[1]!).getByRole('button'))
    expect(heading().textContent).toBe('Question 2')
    const question = screen.getByRole('textbox', { name: 'Question' }) as HTMLInputElement
    expect(question.value).toBe('')
    await user.type(question, 'Puis-je offrir un abonnement ?')

    const faq = previewed(client)?.content[2]?.fields
    expect(faq?.entries).toMatchObject([
      { uid: 'q1' },
      { title: 'Puis-je offrir un abonnement ?', description: '', image: null },
    ])
  })

  it('edits a banner title, its style and its layout, and the page previews each change', async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    const title = screen.getByRole('group', { name: 'Titre' })
    const text = within(title).getByRole('textbox', { name: 'Texte' })
    await user.clear(text)
    await user.type(text, 'Le cinéma chez vous')
    await user.click(within(title).getByRole('checkbox', { name: 'Italique' }))
    await user.selectOptions(within(title).getByRole('combobox', { name: 'Alignement' }), 'Centré')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Disposition' }), 'Demi-écran')

    expect(previewed(client)?.content[0]?.fields).toMatchObject({
      title: { text: 'Le cinéma chez vous', fontIsItalic: true, textAlign: 'center' },
      layout: 'halfscreen',
    })
    const choices = within(screen.getByRole('combobox', { name: 'Disposition' }))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
    expect(choices).toEqual([...BLOCK_LAYOUTS.Banner1])
  })

  it('shows what staff typed as text, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)>'
    const content = anEditorContent([aBlock('evil', 'Banner3', attack)])
    const user = userEvent.setup()
    await openEditor(content)
    const row = within(blockList()).getByRole('button', { name: (name) => name.startsWith(attack) })
    expect(within(row).getByText(attack)).toBeTruthy()
    await user.click(row)
    expect(heading().textContent).toBe(attack)
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('deletes a block after asking', async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Nouveautés/ }))
    await user.click(screen.getByRole('button', { name: 'Supprimer le bloc' }))
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce bloc ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }))

    expect(heading().textContent).toBe("Page d'accueil")
    expect(previewed(client)?.content.map((block) => block.uid)).toEqual(['hero', 'faq', 'promo'])
  })
})

describe('saving and discarding', { timeout: 40_000 }, () => {
  it('saves the draft in one call and keeps what the server answered', async () => {
    const user = userEvent.setup()
    const { calls } = await openEditor()
    const save = screen.getByRole('button', { name: 'Enregistrer' })
    expect((save as HTMLButtonElement).disabled).toBe(true)

    await user.click(within(blockList()).getByRole('button', { name: /^Promotion/ }))
    await user.click(screen.getByRole('switch', { name: 'Afficher/masquer' }))
    await user.click(save)

    expect(await screen.findByText('Modifications enregistrées')).toBeTruthy()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe(`${ADMIN_API_BASE}/editor/`)
    const sent = put?.body as EditorContent
    expect(sent.page.content.map((block) => [block.uid, block.is_displayed])).toEqual([
      ['hero', true],
      ['news', true],
      ['faq', true],
      ['promo', true],
    ])
    expect(sent.appearance.colors_primary).toBe('#884aff')
    expect((save as HTMLButtonElement).disabled).toBe(true)
  })

  it('leaves item and category selections without a choice out of what it saves', async () => {
    const user = userEvent.setup()
    const { calls } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Nouveautés/ }))
    await user.click(
      within(screen.getByRole('group', { name: 'Médias' })).getByRole('button', {
        name: 'Ajouter',
      }),
    )
    expect(screen.getByRole('button', { name: 'Aucun média choisi' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await screen.findByText('Modifications enregistrées')
    const sent = calls.find((call) => call.method === 'PUT')?.body as EditorContent
    expect(sent.page.content[1]?.fields.contents).toEqual([])
  })

  it("shows the server's errors by block and field, and the field's own message", async () => {
    const user = userEvent.setup()
    const content = anEditorContent()
    renderEditor(content, {
      save: () => [
        400,
        {
          type: 'ValidationError',
          message: 'Invalid content.',
          details: { 'page.content[0].fields.title.text': ['Too long.'] },
        },
      ],
    })
    await screen.findByRole('list', { name: 'Blocs de la page' })
    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    await user.type(
      within(screen.getByRole('group', { name: 'Titre' })).getByRole('textbox', { name: 'Texte' }),
      '!',
    )
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("L'enregistrement a échoué : Invalid content.")
    expect(alert.textContent).toContain('Bannière du haut › fields.title.text : Too long.')
    const text = within(screen.getByRole('group', { name: 'Titre' })).getByRole('textbox', {
      name: 'Texte',
    })
    expectFieldError(text, 'Too long.')
  })

  it('discards every change, and the preview goes back to what was saved', async () => {
    const user = userEvent.setup()
    const { client } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    await user.click(screen.getByRole('switch', { name: 'Afficher/masquer' }))
    expect(previewed(client)?.content[0]?.is_displayed).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Annuler les modifications' }))
    expect(previewed(client)?.content[0]?.is_displayed).toBe(true)
    expect(
      (screen.getByRole('switch', { name: 'Afficher/masquer' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(screen.getByText('Modifications annulées')).toBeTruthy()
  })

  it('asks before closing with unsaved changes, then closes and refetches what visitors see', async () => {
    const user = userEvent.setup()
    const { client, onClose } = await openEditor()
    await user.click(within(blockList()).getByRole('button', { name: /^Nouveautés/ }))
    await user.click(screen.getByRole('switch', { name: 'Afficher/masquer' }))
    await user.click(screen.getByRole('button', { name: "Fermer l'éditeur" }))
    const dialog = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' })
    expect(onClose).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(useEditorFocus.getState().activeBlockUid).toBeNull()
    await waitFor(() => expect(client.getQueryState(['page', 'home'])?.isInvalidated).toBe(true))
  })
})
