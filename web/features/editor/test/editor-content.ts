import type { EditorContent } from '../../../../contract/schemas/admin.ts'
import type { Block } from '../../../../contract/schemas/pages.ts'
import { BLOCK_DEFAULTS, emptyText } from '../block-defaults.ts'

/** A block of `component` with default fields and the given heading and name. */
export function aBlock(
  uid: string,
  component: Block['component'],
  title: string,
  change: Partial<Block> = {},
): Block {
  return {
    uid,
    component,
    title,
    is_displayed: true,
    fields: { ...BLOCK_DEFAULTS[component](title) },
    ...change,
  }
}

/** A home page of four blocks, one of them hidden, and the site's appearance. */
export function anEditorContent(blocks?: Block[]): EditorContent {
  const faq = aBlock('faq', 'Faq', 'Questions fréquentes')
  faq.fields.entries = [
    { uid: 'q1', title: 'Comment regarder ?', description: 'Appuyez sur Lecture.', image: null },
  ]
  return {
    page: {
      uid: 'home',
      title: 'Accueil',
      content: blocks ?? [
        aBlock('hero', 'Banner1', 'Bannière du haut', {
          fields: {
            ...BLOCK_DEFAULTS.Banner1('Bienvenue'),
            subtitle: emptyText('Des films pour tous'),
          },
        }),
        aBlock('news', 'Items', 'Nouveautés'),
        faq,
        aBlock('promo', 'Banner3', 'Promotion', { is_displayed: false }),
      ],
    },
    appearance: {
      logo: null,
      footer: 'Merci de votre visite',
      socials: {},
      colors_theme: 'light',
      colors_primary: '#884aff',
      colors_secondary: '#a4a5a8',
    },
  }
}
