import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Appearance, EditorContent } from '../../../contract/schemas/admin.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { HEX_COLOUR_PATTERN } from '../../../contract/values/website.ts'
import { pageQueryKey } from '../../api/get-page.ts'
import { websiteQuery } from '../../api/get-website.ts'
import { pageInLanguage } from '../../../contract/values/page-language.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { savedPage } from './saved-form.ts'

/** `#rgb` or `#rrggbb`, the only colours a theme is built from (contract HexColour). */
export const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN)

/**
 * The appearance as the shell may show it: a colour still being typed (not yet a hex colour)
 * keeps the last one saved, since the theme cannot be built from it.
 */
function showable(appearance: Appearance, saved: Appearance): Partial<WebsiteSettings> {
  return {
    ...appearance,
    colors_primary: HEX_COLOUR.test(appearance.colors_primary)
      ? appearance.colors_primary
      : saved.colors_primary,
    colors_secondary: HEX_COLOUR.test(appearance.colors_secondary)
      ? appearance.colors_secondary
      : saved.colors_secondary,
  }
}

/**
 * Live preview: the draft goes into the cached answers the home page and the shell render
 * from, so they re-render as staff edit — its texts in the language the storefront shows, as
 * visitors in that language will read them. `restore` refetches what the server shows visitors.
 */
export function useLivePreview(draft: EditorContent | null, saved: EditorContent | null) {
  const client = useQueryClient()
  const { language } = useTranslation().i18n
  const page = draft?.page
  const appearance = draft?.appearance
  const savedAppearance = saved?.appearance

  useEffect(() => {
    if (page) client.setQueryData(pageQueryKey(page.uid), pageInLanguage(savedPage(page), language))
  }, [client, page, language])

  useEffect(() => {
    if (!appearance || !savedAppearance) return
    client.setQueryData(websiteQuery.queryKey, (website) =>
      website ? { ...website, ...showable(appearance, savedAppearance) } : website,
    )
  }, [client, appearance, savedAppearance])
}

/** Back to what visitors see: the page and the settings are asked again. */
export function useRestorePreview() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: ['page'] })
    void client.invalidateQueries({ queryKey: websiteQuery.queryKey })
  }
}
