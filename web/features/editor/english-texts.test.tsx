import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { EditorContent } from '../../../contract/schemas/admin.ts'
import type { FaqFields } from '../../../contract/schemas/pages.ts'
import { expectFieldError } from '../../test/expect-field-error.ts'
import { useDraft } from './draft-store.ts'
import { anEditorContent } from './test/editor-content.ts'
import { renderEditor } from './test/render-editor.tsx'

afterEach(() => useDraft.getState().clear())

const blockList = () => screen.getByRole('list', { name: 'Blocs de la page' })

describe('the English versions of block texts', { timeout: 40_000 }, () => {
  it('are typed under each French text and saved beside it', async () => {
    const user = userEvent.setup()
    const { calls } = renderEditor(anEditorContent())
    await screen.findByRole('list', { name: 'Blocs de la page' })
    await user.click(within(blockList()).getByRole('button', { name: /^Questions fréquentes/ }))
    const english = screen.getByRole('textbox', { name: 'Titre en anglais' })
    expect(english.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      screen.getByText('Laissé vide, les visiteurs anglophones lisent le français.'),
    ).toBeTruthy()
    await user.type(english, 'FAQ')

    await user.click(screen.getByRole('button', { name: 'Comment regarder ?' }))
    await user.type(screen.getByRole('textbox', { name: 'Question en anglais' }), 'How to watch?')
    await user.type(screen.getByRole('textbox', { name: 'Réponse en anglais' }), 'Press Play.')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    await screen.findByText('Modifications enregistrées')
    const sent = calls.find((call) => call.method === 'PUT')?.body as EditorContent
    const faq = sent.page.content[2]!.fields as unknown as FaqFields
    expect(faq).toMatchObject({ title: 'Questions fréquentes', title_en: 'FAQ' })
    expect(faq.entries[0]).toMatchObject({
      title: 'Comment regarder ?',
      title_en: 'How to watch?',
      description: 'Appuyez sur Lecture.',
      description_en: 'Press Play.',
    })
  })

  it("show the server's error on the English text it names", async () => {
    const user = userEvent.setup()
    renderEditor(anEditorContent(), {
      save: () => [
        400,
        {
          type: 'ValidationError',
          message: 'Invalid content.',
          details: { 'page.content[0].fields.title.text_en': ['Too long.'] },
        },
      ],
    })
    await screen.findByRole('list', { name: 'Blocs de la page' })
    await user.click(within(blockList()).getByRole('button', { name: /^Bannière du haut/ }))
    const title = within(screen.getByRole('group', { name: 'Titre' }))
    await user.type(title.getByRole('textbox', { name: 'Texte en anglais' }), 'Welcome')
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    await screen.findByRole('alert')
    expectFieldError(title.getByRole('textbox', { name: 'Texte en anglais' }), 'Too long.')
  })
})
