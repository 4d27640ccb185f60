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

const ITEMS_TITLES = [
  'Nouveautés',
  'À la une',
  'Coups de cœur de la rédaction',
  'Les plus regardés',
  'Pour les curieux',
  'En famille',
  'Apprendre un savoir-faire',
  'À découvrir ce week-end',
]

const items: Maker<'Items'> = (layout, n, ctx) => {
  const count = layout.startsWith('fullscreen') ? 5 : 8
  const start = (n * 7) % ctx.items.length
  const chosen = [...ctx.items, ...ctx.items].slice(start, start + count)
  // The live layout lists the live items itself: its title says what it shows.
  const title =
    layout === 'live-now-and-upcoming'
      ? 'En direct et à venir'
      : (ITEMS_TITLES[n % ITEMS_TITLES.length] ?? 'Sélection')
  const fields: ItemsFields = {
    title,
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
    layout,
    categories: list,
  }
  return { title: `Catégories : ${fields.title}`, fields }
}

const FAQ = [
  ['Comment regarder une vidéo ?', 'Ouvrez la fiche de la vidéo et appuyez sur <b>Lecture</b>.'],
  [
    'Quelle différence entre louer et acheter ?',
    'Une location donne accès pendant 48 heures ou 7 jours ; un achat est définitif.',
  ],
  [
    'Puis-je résilier mon abonnement ?',
    'Oui, à tout moment depuis <i>Gérer la facturation</i> dans votre compte.',
  ],
  [
    'Puis-je télécharger les vidéos ?',
    'Certaines offres incluent le fichier HD ou source : la liste apparaît sous le lecteur.',
  ],
  ['Comment demander l’accès à une vidéo ?', 'Ajoutez-la à votre demande puis envoyez-la.'],
]

const faq: Maker<'Faq'> = (layout, n, ctx) => {
  const fields: FaqFields = {
    title: 'Questions fréquentes',
    layout,
    entries: FAQ.map(([title = '', description = ''], i) => ({
      uid: demoUid(ctx.site, 'faq', `${n}`, `${i}`),
      title,
      description,
      image: i === 0 ? image(ctx.banner(n + 2), { cover: false }) : null,
    })),
  }
  return { title: `FAQ (${layout})`, fields }
}

const PEOPLE = [
  ['Claire Dubois', 'Abonnée depuis 2023', 'Les cours de pâtisserie ont changé mes dimanches !'],
  ['Mathieu Lefèvre', 'Prospecteur amateur', 'Enfin des vidéos sérieuses sur la détection.'],
  ['Sophie Martin', 'Professeure des écoles', 'Mes élèves adorent les contes du soir.'],
  ['Karim Benali', 'Ébéniste', 'Des gestes filmés de près, on apprend vraiment.'],
]

const testimonials: Maker<'Testimonials'> = (layout, n, ctx) => {
  const fields: TestimonialsFields = {
    title: 'Ils nous font confiance',
    layout,
    entries: PEOPLE.map(([name = '', role = '', quote = ''], i) => ({
      uid: demoUid(ctx.site, 'testimonial', `${n}`, `${i}`),
      name,
      role,
      text: quote,
      avatar: i === 3 ? null : ctx.avatar(i + 1),
    })),
  }
  return { title: `Témoignages (${layout})`, fields }
}

const FEATURES = [
  ['PlayCircle', 'Sans publicité', 'Regardez en haute définition, sans interruption.'],
  ['Devices', 'Sur tous vos écrans', 'Ordinateur, tablette, téléphone ou télévision.'],
  ['Download', 'Fichiers à télécharger', 'Gardez vos achats, même hors connexion.'],
  ['Favorite', 'Soutenez les créateurs', 'Une part de chaque achat revient aux auteurs.'],
]

const features: Maker<'Features'> = (layout, n, ctx) => {
  const fields: FeaturesFields = {
    title: 'Pourquoi Vitrine ?',
    layout,
    entries: FEATURES.map(([icon = '', title = '', description = ''], i) => ({
      uid: demoUid(ctx.site, 'feature', `${n}`, `${i}`),
      title,
      description,
      icon,
    })),
  }
  return { title: `Atouts (${layout})`, fields }
}

const banner1: Maker<'Banner1'> = (layout, n, ctx) => {
  const fields: Banner1Fields = {
    title: heading(
      n === 0
        ? 'Le meilleur du documentaire et des savoir-faire'
        : 'Apprenez avec les meilleurs artisans',
    ),
    subtitle: text('Des centaines d’heures de films, de cours et de concerts, en français.'),
    image: image(ctx.banner(n + 1), { position: n % 2 ? 'top' : 'center' }),
    button1: button('Découvrir le catalogue', '/medias'),
    button2: button('Voir les abonnements', '', {
      action: 'subscribe',
      variant: 'outlined',
      color: '#ffffff',
    }),
    background: n % 2 ? colorBackground('#1d1433') : imageBackground(ctx.banner(n + 1)),
    layout,
  }
  return { title: `Bannière (${layout})`, fields }
}

const banner2: Maker<'Banner2'> = (layout, n, ctx) => {
  const fields: Banner2Fields = {
    title: heading('Soutenez les créateurs', { fontSize: 32, color: '#1d1433' }),
    subtitle: text('Un don, même petit, finance les prochains tournages.', { color: '#333333' }),
    image: image(ctx.banner(n + 3)),
    button:
      n % 2
        ? button('Faire un don', '/donate', { action: 'donate' })
        : button('Nous écrire', '', { action: 'contact', shape: 'pill' }),
    background: colorBackground(n % 2 ? '#f4efff' : '#ffffff'),
    color: '#884aff',
    layout,
  }
  return { title: `Message (${layout})`, fields }
}

const banner3: Maker<'Banner3'> = (layout, n, ctx) => {
  const fields: Banner3Fields = {
    title: heading('Un an de cinéma pour le prix de dix mois', { textAlign: 'center' }),
    subtitle: text('L’abonnement annuel, c’est deux mois offerts.', { fontIsItalic: true }),
    description: text(
      'Accédez à tout le catalogue, aux nouveautés chaque semaine et aux bonus réservés aux abonnés. Sans engagement au-delà de la période choisie.',
      { fontSize: 16 },
    ),
    background:
      n === 1 ? colorBackground('#884aff') : imageBackground(ctx.banner(n + 4), '#1d143399'),
    button1: button('Je m’abonne', '', { action: 'subscribe' }),
    button2:
      n === 2
        ? noButton()
        : button('En savoir plus', '/legal', { variant: 'text', color: '#ffffff' }),
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
