import type {
  Banner1Fields,
  Banner2Fields,
  Banner3Fields,
  BlockComponent,
  BlockFieldsOf,
  CategoriesFields,
  FaqFields,
  FeaturesFields,
  ItemsFields,
  TestimonialsFields,
} from '../../contract/schemas/pages.ts'
import {
  button,
  colorBackground,
  heading,
  image,
  imageBackground,
  noButton,
  text,
} from './block-props.ts'
import { demoUid } from './random.ts'

/** What the home page blocks can point to. */
export interface HomeContext {
  site: string
  items: { uid: string; type: 'media' | 'playlist' }[]
  topCategories: string[]
  subCategories: string[]
  /** Address of a picture of the site, by number (1-based, wraps around). */
  banner(n: number): string
  avatar(n: number): string
}

type Maker<C extends BlockComponent> = (
  layout: BlockFieldsOf[C]['layout'],
  n: number,
  ctx: HomeContext,
) => { title: string; fields: BlockFieldsOf[C] }

/** Each title of an Items block, in French and in English. */
const ITEMS_TITLES = [
  ['Nouveautés', 'New releases'],
  ['À la une', 'Featured'],
  ['Coups de cœur de la rédaction', 'Editors’ picks'],
  ['Les plus regardés', 'Most watched'],
  ['Pour les curieux', 'For the curious'],
  ['En famille', 'For the whole family'],
  ['Apprendre un savoir-faire', 'Learn a craft'],
  ['À découvrir ce week-end', 'To watch this weekend'],
] as const

const items: Maker<'Items'> = (layout, n, ctx) => {
  const count = layout.startsWith('fullscreen') ? 5 : 8
  const start = (n * 7) % ctx.items.length
  const chosen = [...ctx.items, ...ctx.items].slice(start, start + count)
  // The live layout lists the live items itself: its title says what it shows.
  const [title, title_en] =
    layout === 'live-now-and-upcoming'
      ? ['En direct et à venir', 'Live and upcoming']
      : (ITEMS_TITLES[n % ITEMS_TITLES.length] ?? ['Sélection', 'Selection'])
  const fields: ItemsFields = {
    title,
    title_en,
    layout,
    contents: chosen.map((item) => ({
      content_object_type: item.type,
      content_object: { uid: item.uid },
    })),
  }
  return { title: `Vidéos : ${fields.title}`, fields }
}

const categories: Maker<'Categories'> = (layout, n, ctx) => {
  const list = n % 2 === 0 ? ctx.topCategories : ctx.subCategories.slice(0, 8)
  const fields: CategoriesFields = {
    title: n % 2 === 0 ? 'Explorer par thème' : 'Nos rubriques',
    title_en: n % 2 === 0 ? 'Explore by theme' : 'Our sections',
    layout,
    categories: list,
  }
  return { title: `Catégories : ${fields.title}`, fields }
}

/** Questions and answers, in French then in English. */
const FAQ = [
  [
    'Comment regarder une vidéo ?',
    'Ouvrez la fiche de la vidéo et appuyez sur <b>Lecture</b>.',
    'How do I watch a video?',
    'Open the video’s page and press <b>Play</b>.',
  ],
  [
    'Quelle différence entre louer et acheter ?',
    'Une location donne accès pendant 48 heures ou 7 jours ; un achat est définitif.',
    'What is the difference between renting and buying?',
    'A rental gives access for 48 hours or 7 days; a purchase is yours to keep.',
  ],
  [
    'Puis-je résilier mon abonnement ?',
    'Oui, à tout moment depuis <i>Gérer la facturation</i> dans votre compte.',
    'Can I cancel my subscription?',
    'Yes, at any time from <i>Manage billing</i> in your account.',
  ],
  [
    'Puis-je télécharger les vidéos ?',
    'Certaines offres incluent le fichier HD ou source : la liste apparaît sous le lecteur.',
    'Can I download the videos?',
    'Some offers include the HD or source file: the list shows under the player.',
  ],
  [
    'Comment demander l’accès à une vidéo ?',
    'Ajoutez-la à votre demande puis envoyez-la.',
    'How do I ask for access to a video?',
    'Add it to your request, then send it.',
  ],
]

const faq: Maker<'Faq'> = (layout, n, ctx) => {
  const fields: FaqFields = {
    title: 'Questions fréquentes',
    title_en: 'Frequently asked questions',
    layout,
    entries: FAQ.map(([title = '', description = '', title_en, description_en], i) => ({
      uid: demoUid(ctx.site, 'faq', `${n}`, `${i}`),
      title,
      title_en,
      description,
      description_en,
      image: i === 0 ? image(ctx.banner(n + 2), { cover: false }) : null,
    })),
  }
  return { title: `FAQ (${layout})`, fields }
}

/** Name, role and words in French, then role and words in English. */
const PEOPLE = [
  [
    'Claire Dubois',
    'Abonnée depuis 2023',
    'Les cours de pâtisserie ont changé mes dimanches !',
    'Subscriber since 2023',
    'The pastry classes changed my Sundays!',
  ],
  [
    'Mathieu Lefèvre',
    'Prospecteur amateur',
    'Enfin des vidéos sérieuses sur la détection.',
    'Amateur prospector',
    'At last, serious videos about metal detecting.',
  ],
  [
    'Sophie Martin',
    'Professeure des écoles',
    'Mes élèves adorent les contes du soir.',
    'Primary school teacher',
    'My pupils love the bedtime stories.',
  ],
  [
    'Karim Benali',
    'Ébéniste',
    'Des gestes filmés de près, on apprend vraiment.',
    'Cabinetmaker',
    'Every gesture filmed up close: you really learn.',
  ],
]

const testimonials: Maker<'Testimonials'> = (layout, n, ctx) => {
  const fields: TestimonialsFields = {
    title: 'Ils nous font confiance',
    title_en: 'They trust us',
    layout,
    entries: PEOPLE.map(([name = '', role = '', quote = '', role_en, text_en], i) => ({
      uid: demoUid(ctx.site, 'testimonial', `${n}`, `${i}`),
      name,
      role,
      role_en,
      text: quote,
      text_en,
      avatar: i === 3 ? null : ctx.avatar(i + 1),
    })),
  }
  return { title: `Témoignages (${layout})`, fields }
}

/** Icon, title and sentence in French, then title and sentence in English. */
const FEATURES = [
  [
    'PlayCircle',
    'Sans publicité',
    'Regardez en haute définition, sans interruption.',
    'No adverts',
    'Watch in high definition, without interruption.',
  ],
  [
    'Devices',
    'Sur tous vos écrans',
    'Ordinateur, tablette, téléphone ou télévision.',
    'On all your screens',
    'Computer, tablet, phone or television.',
  ],
  [
    'Download',
    'Fichiers à télécharger',
    'Gardez vos achats, même hors connexion.',
    'Files to download',
    'Keep what you bought, even offline.',
  ],
  [
    'Favorite',
    'Soutenez les créateurs',
    'Une part de chaque achat revient aux auteurs.',
    'Support the creators',
    'A share of every purchase goes to the authors.',
  ],
]

const features: Maker<'Features'> = (layout, n, ctx) => {
  const fields: FeaturesFields = {
    title: 'Pourquoi Vitrine ?',
    title_en: 'Why Vitrine?',
    layout,
    entries: FEATURES.map(
      ([icon = '', title = '', description = '', title_en, description_en], i) => ({
        uid: demoUid(ctx.site, 'feature', `${n}`, `${i}`),
        title,
        title_en,
        description,
        description_en,
        icon,
      }),
    ),
  }
  return { title: `Atouts (${layout})`, fields }
}

const banner1: Maker<'Banner1'> = (layout, n, ctx) => {
  const fields: Banner1Fields = {
    title: heading(
      n === 0
        ? 'Le meilleur du documentaire et des savoir-faire'
        : 'Apprenez avec les meilleurs artisans',
      {
        text_en:
          n === 0 ? 'The best of documentaries and crafts' : 'Learn from the finest craftspeople',
      },
    ),
    subtitle: text('Des centaines d’heures de films, de cours et de concerts, en français.', {
      text_en: 'Hundreds of hours of films, classes and concerts, in French.',
    }),
    image: image(ctx.banner(n + 1), { position: n % 2 ? 'top' : 'center' }),
    button1: button('Découvrir le catalogue', '/medias', { text_en: 'Browse the catalogue' }),
    button2: button('Voir les abonnements', '', {
      text_en: 'See the plans',
      action: 'subscribe',
      variant: 'outlined',
      color: '#ffffff',
    }),
    background: n % 2 ? colorBackground('#1d1433') : imageBackground(ctx.banner(n + 1)),
    layout,
  }
  return { title: `Bannière (${layout})`, fields }
}

/** A banner asking for a donation (odd `n`) or inviting a message (even `n`). */
const banner2: Maker<'Banner2'> = (layout, n, ctx) => {
  const donation = n % 2 === 1
  const fields: Banner2Fields = {
    title: donation
      ? heading('Soutenez les créateurs', {
          text_en: 'Support the creators',
          fontSize: 32,
          color: '#1d1433',
        })
      : heading('Une question, une idée de film ?', {
          text_en: 'A question, an idea for a film?',
          fontSize: 32,
          color: '#1d1433',
        }),
    subtitle: donation
      ? text('Un don, même petit, finance les prochains tournages.', {
          text_en: 'A gift, however small, pays for the next shoots.',
          color: '#333333',
        })
      : text('L’équipe lit chaque message et vous répond sous deux jours.', {
          text_en: 'The team reads every message and answers within two days.',
          color: '#333333',
        }),
    image: image(ctx.banner(n + 3)),
    button: donation
      ? button('Faire un don', '/donate', { text_en: 'Donate', action: 'donate' })
      : button('Nous écrire', '', { text_en: 'Write to us', action: 'contact', shape: 'pill' }),
    background: colorBackground(donation ? '#f4efff' : '#ffffff'),
    color: '#884aff',
    layout,
  }
  return { title: `Message (${layout})`, fields }
}

const banner3: Maker<'Banner3'> = (layout, n, ctx) => {
  const fields: Banner3Fields = {
    title: heading('Un an de cinéma pour le prix de dix mois', {
      text_en: 'A year of cinema for the price of ten months',
      textAlign: 'center',
    }),
    subtitle: text('L’abonnement annuel, c’est deux mois offerts.', {
      text_en: 'The yearly plan gives you two months free.',
      fontIsItalic: true,
    }),
    description: text(
      'Accédez à tout le catalogue, aux nouveautés chaque semaine et aux bonus réservés aux abonnés. Sans engagement au-delà de la période choisie.',
      {
        text_en:
          'Watch the whole catalogue, new releases every week and the extras kept for subscribers. No commitment beyond the period you choose.',
        fontSize: 16,
      },
    ),
    background:
      n === 1 ? colorBackground('#884aff') : imageBackground(ctx.banner(n + 4), '#1d143399'),
    button1: button('Je m’abonne', '', { text_en: 'Subscribe', action: 'subscribe' }),
    button2:
      n === 2
        ? noButton()
        : button('En savoir plus', '/legal', {
            text_en: 'Learn more',
            variant: 'text',
            color: '#ffffff',
          }),
    layout,
  }
  return { title: `Bannière texte (${layout})`, fields }
}

/** The content makers of each block component. */
export const BLOCK_MAKERS: { [C in BlockComponent]: Maker<C> } = {
  Banner1: banner1,
  Items: items,
  Categories: categories,
  Faq: faq,
  Banner2: banner2,
  Testimonials: testimonials,
  Banner3: banner3,
  Features: features,
}
