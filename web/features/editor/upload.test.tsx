import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContent } from '../../../contract/schemas/pages.ts'
import { useDraft } from './draft-store.ts'
import { anEditorContent } from './test/editor-content.ts'
import { renderEditor } from './test/render-editor.tsx'
import { ADMIN_API_BASE } from '../../../contract/values/api-paths.ts'

afterEach(() => {
  useDraft.getState().clear()
  vi.restoreAllMocks()
})

const isForm = (body: unknown): body is FormData => body instanceof FormData

async function openHeroImage() {
  const view = renderEditor(anEditorContent())
  const blocks = await screen.findByRole('list', { name: 'Blocs de la page' })
  // The file input's own `accept` would drop a GIF before the editor could say why.
  const user = userEvent.setup({ applyAccept: false })
  await user.click(within(blocks).getByRole('button', { name: /^Bannière du haut/ }))
  return { ...view, user, image: screen.getByRole('group', { name: 'Image' }) }
}

// A banner's editor is some forty fields: slow to draw in jsdom on a busy machine.
describe('uploading a picture', { timeout: 40_000 }, () => {
  it('sends a PNG as the multipart field `file` and shows the address the server gives', async () => {
    const { calls, client, user, image } = await openHeroImage()
    // Vitest's jsdom builds the request with the file renamed "blob" (vitest-dev/vitest#9260), so
    // the name is read from the form the app hands to fetch; the fake API still answers.
    const handedToFetch = vi.spyOn(globalThis, 'fetch')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'affiche.png', { type: 'image/png' })
    await user.upload(within(image).getByLabelText('Téléverser une image'), png)

    const address = within(image).getByRole('textbox', { name: "Adresse de l'image" })
    await vi.waitFor(() => expect((address as HTMLInputElement).value).toBe('/media/upload.png'))
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.path).toBe(`${ADMIN_API_BASE}/images/`)
    const sentFile = (post?.body as FormData).get('file') as Blob
    expect([...(await sentFile.bytes())]).toEqual([137, 80, 78, 71])
    const form = handedToFetch.mock.calls.map(([, init]) => init?.body).find(isForm)
    expect((form?.get('file') as File).name).toBe('affiche.png')
    const page = client.getQueryData<PageContent>(['page', 'home'])
    expect(page?.content[0]?.fields.image).toMatchObject({ src: '/media/upload.png' })
  })

  it('refuses anything but JPEG and PNG without sending it (spec §5)', async () => {
    const { calls, user, image } = await openHeroImage()
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })
    await user.upload(within(image).getByLabelText('Téléverser une image'), gif)

    expect(within(image).getByRole('alert').textContent).toBe(
      'Seules les images JPEG et PNG sont acceptées.',
    )
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })
})
