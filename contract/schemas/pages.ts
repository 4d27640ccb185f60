import { Type, type Static, type TLiteral, type TUnion } from 'typebox'
import { BLOCK_COMPONENTS, BLOCK_LAYOUTS, BUTTON_ACTIONS } from '../values/block-layouts.ts'
import { Nullable, Uid } from './common.ts'

export { BUTTON_ACTIONS }

export { BLOCK_COMPONENTS, BLOCK_LAYOUTS }

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> }

/**
 * A union of string literals typed as precisely as its list (`Type.Union(list.map(...))` alone
 * gives TypeScript an array, not a tuple, and its Static type collapses to never).
 */
const oneOf = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)) as unknown as Literals<T>) as TUnion<
    Literals<T>
  >

export const BlockComponent = oneOf(BLOCK_COMPONENTS)
export type BlockComponent = Static<typeof BlockComponent>

const Strict = { additionalProperties: false } as const

/**
 * The English version of a text beside it (`text` → `text_en`), as items and categories have
 * theirs: optional, so a page saved before it existed stays valid; '' or missing shows the French.
 */
const English = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

const layoutOf = <C extends BlockComponent>(component: C) => oneOf(BLOCK_LAYOUTS[component])

/** A CSS colour: `#rrggbb`, `#rrggbbaa` or `rgba(...)`; '' means the theme's default. */
const Colour = Type.String({ maxLength: 64 })

/** A styled piece of text of a banner (spec §3 "Text props"). */
export const TextProps = Type.Object(
  {
    text: Type.String({ maxLength: 4000 }),
    text_en: English(4000),
    color: Colour,
    /** A font family name; '' means the theme's font. */
    fontFamily: Type.String({ maxLength: 100 }),
    textAlign: oneOf(['left', 'center', 'right', 'justify']),
    /** Pixels. */
    fontSize: Type.Integer({ minimum: 8, maximum: 160 }),
    fontIsBold: Type.Boolean(),
    fontIsItalic: Type.Boolean(),
  },
  Strict,
)
export type TextProps = Static<typeof TextProps>

/** A call-to-action button of a banner (spec §3 "Button props"); `text` '' hides it. */
export const ButtonProps = Type.Object(
  {
    text: Type.String({ maxLength: 200 }),
    text_en: English(200),
    action: oneOf(BUTTON_ACTIONS),
    href: Type.String({ maxLength: 2000 }),
    variant: oneOf(['contained', 'outlined', 'text']),
    size: oneOf(['small', 'medium', 'large']),
    shape: oneOf(['rounded', 'square', 'pill']),
    /** Background (contained) or outline/text colour (outlined, text). */
    color: Colour,
    colorText: Colour,
  },
  Strict,
)
export type ButtonProps = Static<typeof ButtonProps>

/** An image of a block (spec §3 "Image"); `src` is an address the browser can load. */
export const ImageProps = Type.Object(
  {
    src: Type.String({ maxLength: 2000 }),
    /** The media-store file it came from, when uploaded through the editor. */
    fileId: Nullable(Uid),
    /** true: fill the box and crop (object-fit cover); false: fit inside it (contain). */
    cover: Type.Boolean(),
    /** CSS object-position, e.g. 'center', 'top', '50% 30%'. */
    position: Type.String({ maxLength: 40 }),
  },
  Strict,
)
export type ImageProps = Static<typeof ImageProps>

/** What sits behind a block: nothing, a colour, or an image (`src`) with `color` as a tint. */
export const Background = Type.Object(
  {
    type: oneOf(['none', 'color', 'image']),
    color: Colour,
    src: Type.String({ maxLength: 2000 }),
  },
  Strict,
)
export type Background = Static<typeof Background>

/** Banner1: a hero with an image and two buttons. */
export const Banner1Fields = Type.Object(
  {
    title: TextProps,
    subtitle: TextProps,
    image: ImageProps,
    button1: ButtonProps,
    button2: ButtonProps,
    background: Background,
    layout: layoutOf('Banner1'),
  },
  Strict,
)
export type Banner1Fields = Static<typeof Banner1Fields>

/** Banner2, the "message" block: one button and a coloured side bar (`color`). */
export const Banner2Fields = Type.Object(
  {
    title: TextProps,
    subtitle: TextProps,
    image: ImageProps,
    button: ButtonProps,
    background: Background,
    color: Colour,
    layout: layoutOf('Banner2'),
  },
  Strict,
)
export type Banner2Fields = Static<typeof Banner2Fields>

/** Banner3: text only (title, subtitle, a longer description) over a background. */
export const Banner3Fields = Type.Object(
  {
    title: TextProps,
    subtitle: TextProps,
    description: TextProps,
    background: Background,
    button1: ButtonProps,
    button2: ButtonProps,
    layout: layoutOf('Banner3'),
  },
  Strict,
)
export type Banner3Fields = Static<typeof Banner3Fields>

/** One item a block shows: `content_object.uid` is the ITEM's uid (spec §3 "Content entry"). */
export const ContentEntry = Type.Object(
  {
    content_object_type: oneOf(['media', 'playlist']),
    content_object: Type.Object({ uid: Uid }, Strict),
  },
  Strict,
)
export type ContentEntry = Static<typeof ContentEntry>

/** Items: a heading and the items to show, in this order. */
export const ItemsFields = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    layout: layoutOf('Items'),
    contents: Type.Array(ContentEntry, { maxItems: 100 }),
  },
  Strict,
)
export type ItemsFields = Static<typeof ItemsFields>

/** Categories: a heading and category uids, in this order. */
export const CategoriesFields = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    layout: layoutOf('Categories'),
    categories: Type.Array(Uid, { maxItems: 100 }),
  },
  Strict,
)
export type CategoriesFields = Static<typeof CategoriesFields>

/** A question and its answer; `description` is HTML (sanitised like the legal text). */
export const FaqEntry = Type.Object(
  {
    uid: Uid,
    title: Type.String({ maxLength: 500 }),
    title_en: English(500),
    description: Type.String({ maxLength: 10000 }),
    description_en: English(10000),
    image: Nullable(ImageProps),
  },
  Strict,
)
export type FaqEntry = Static<typeof FaqEntry>

export const FaqFields = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    layout: layoutOf('Faq'),
    entries: Type.Array(FaqEntry, { maxItems: 100 }),
  },
  Strict,
)
export type FaqFields = Static<typeof FaqFields>

/** What a customer said; `avatar` is an image address or null. */
export const TestimonialEntry = Type.Object(
  {
    uid: Uid,
    name: Type.String({ maxLength: 200 }),
    role: Type.String({ maxLength: 200 }),
    role_en: English(200),
    text: Type.String({ maxLength: 4000 }),
    text_en: English(4000),
    avatar: Nullable(Type.String({ maxLength: 2000 })),
  },
  Strict,
)
export type TestimonialEntry = Static<typeof TestimonialEntry>

export const TestimonialsFields = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    layout: layoutOf('Testimonials'),
    entries: Type.Array(TestimonialEntry, { maxItems: 100 }),
  },
  Strict,
)
export type TestimonialsFields = Static<typeof TestimonialsFields>

/** A selling point; `icon` names a Material icon (e.g. 'PlayCircle', 'Download'). */
export const FeatureEntry = Type.Object(
  {
    uid: Uid,
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    description: Type.String({ maxLength: 2000 }),
    description_en: English(2000),
    icon: Type.String({ maxLength: 100 }),
  },
  Strict,
)
export type FeatureEntry = Static<typeof FeatureEntry>

export const FeaturesFields = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    title_en: English(200),
    layout: layoutOf('Features'),
    entries: Type.Array(FeatureEntry, { maxItems: 100 }),
  },
  Strict,
)
export type FeaturesFields = Static<typeof FeaturesFields>

/** The `fields` schema of each block component: what the storefront and the editor render. */
export const BLOCK_FIELDS = {
  Features: FeaturesFields,
  Banner1: Banner1Fields,
  Banner2: Banner2Fields,
  Banner3: Banner3Fields,
  Items: ItemsFields,
  Categories: CategoriesFields,
  Faq: FaqFields,
  Testimonials: TestimonialsFields,
} satisfies Record<BlockComponent, unknown>

/** The fields type of one block component. */
export interface BlockFieldsOf {
  Features: FeaturesFields
  Banner1: Banner1Fields
  Banner2: Banner2Fields
  Banner3: Banner3Fields
  Items: ItemsFields
  Categories: CategoriesFields
  Faq: FaqFields
  Testimonials: TestimonialsFields
}

/**
 * One block of a page: its fields depend on its component (spec §3) and follow
 * BLOCK_FIELDS[component]; the API keeps them loose here so an older block still loads.
 */
export const Block = Type.Object({
  uid: Uid,
  component: BlockComponent,
  title: Type.String(),
  is_displayed: Type.Boolean(),
  fields: Type.Record(Type.String(), Type.Unknown()),
})
export type Block = Static<typeof Block>

/** GET /pages/{id}/ */
export const PageContent = Type.Object({
  uid: Uid,
  title: Type.String(),
  content: Type.Array(Block),
})
export type PageContent = Static<typeof PageContent>
