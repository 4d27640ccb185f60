import type {
  Background,
  BlockComponent,
  BlockFieldsOf,
  ButtonProps,
  ContentEntry,
  FaqEntry,
  FeatureEntry,
  ImageProps,
  TestimonialEntry,
  TextProps,
} from '../../../contract/schemas/pages.ts'
import { newUid } from './new-uid.ts'

/**
 * What a new block, a new list entry or a missing property starts from: complete values of
 * the contract's shapes (contract/schemas/pages.ts), so every field of the editor has something to show.
 */

export const emptyText = (text = '', change: Partial<TextProps> = {}): TextProps => ({
  text,
  text_en: '',
  color: '',
  fontFamily: '',
  textAlign: 'left',
  fontSize: 18,
  fontIsBold: false,
  fontIsItalic: false,
  ...change,
})

export const emptyButton = (): ButtonProps => ({
  text: '',
  text_en: '',
  action: 'none',
  href: '',
  variant: 'contained',
  size: 'medium',
  shape: 'rounded',
  color: '',
  colorText: '',
})

export const emptyImage = (): ImageProps => ({
  src: '',
  fileId: null,
  cover: true,
  position: 'center',
})

export const emptyBackground = (): Background => ({ type: 'none', color: '', src: '' })

const heading = (text: string) => emptyText(text, { fontSize: 40, fontIsBold: true })

/** A new block of each component; `title` is the heading it starts with. */
export const BLOCK_DEFAULTS: { [C in BlockComponent]: (title: string) => BlockFieldsOf[C] } = {
  Banner1: (title) => ({
    title: heading(title),
    subtitle: emptyText(),
    image: emptyImage(),
    button1: emptyButton(),
    button2: emptyButton(),
    background: emptyBackground(),
    layout: 'sidebar-left',
  }),
  Banner2: (title) => ({
    title: heading(title),
    subtitle: emptyText(),
    image: emptyImage(),
    button: emptyButton(),
    background: emptyBackground(),
    color: '',
    layout: 'banner-center',
  }),
  Banner3: (title) => ({
    title: heading(title),
    subtitle: emptyText(),
    description: emptyText(),
    background: emptyBackground(),
    button1: emptyButton(),
    button2: emptyButton(),
    layout: 'fullwidth-center',
  }),
  Items: (title) => ({ title, title_en: '', layout: 'medias-grid', contents: [] }),
  Categories: (title) => ({ title, title_en: '', layout: 'slider', categories: [] }),
  Faq: (title) => ({ title, title_en: '', layout: 'card-expansion-panels', entries: [] }),
  Testimonials: (title) => ({ title, title_en: '', layout: 'card', entries: [] }),
  Features: (title) => ({ title, title_en: '', layout: 'grid', entries: [] }),
}

export const emptyFaqEntry = (): FaqEntry => ({
  uid: newUid(),
  title: '',
  description: '',
  image: null,
})

export const emptyTestimonial = (): TestimonialEntry => ({
  uid: newUid(),
  name: '',
  role: '',
  text: '',
  avatar: null,
})

export const emptyFeature = (): FeatureEntry => ({
  uid: newUid(),
  title: '',
  description: '',
  icon: 'CheckCircle',
})

/** An item selection that has no item yet; left out of the page until one is chosen. */
export const emptyContentEntry = (): ContentEntry => ({
  content_object_type: 'media',
  content_object: { uid: '' },
})
