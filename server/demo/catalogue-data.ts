/** The French content of the main demo catalogue: categories and the titles filed under them. */

import type { Motif } from './artwork/picture.ts'

export interface CategorySeed {
  slug: string
  name: string
  description: string
  children?: CategorySeed[]
}

export interface TitleSeed {
  name: string
  tags: string[]
}

export interface SectionSeed {
  category: CategorySeed
  /** Shown in the navbar (top-level sections only). */
  navbar: boolean
  hue: number
  /** What the pictures of the section's medias, playlists and categories show. */
  motif: Motif
  titles: TitleSeed[]
  /** Names of the playlists made from this section's medias. */
  playlists: string[]
}

const leaf = (slug: string, name: string, description: string): CategorySeed => ({
  slug,
  name,
  description,
})

export const MAIN_SECTIONS: SectionSeed[] = [
  {
    category: {
      slug: 'documentaires',
      name: 'Documentaires',
      description: 'Des films pour comprendre le monde, de la banquise aux grandes cités.',
      children: [
        {
          slug: 'nature',
          name: 'Nature',
          description: 'La faune et la flore filmées au plus près.',
          children: [
            leaf('oceans', 'Océans', 'Récifs, abysses et grands migrateurs.'),
            leaf('montagnes', 'Montagnes', 'Sommets, glaciers et vallées oubliées.'),
          ],
        },
        leaf('histoire', 'Histoire', 'Les grandes heures et les petites histoires du passé.'),
      ],
    },
    navbar: true,
    hue: 150,
    motif: 'ridges',
    titles: [
      { name: 'Le Peuple des récifs', tags: ['océan', 'corail', 'plongée'] },
      { name: 'Les Baleines de la mer d’Iroise', tags: ['océan', 'baleine', 'Bretagne'] },
      { name: 'Chamois, les funambules des Alpes', tags: ['montagne', 'faune', 'Alpes'] },
      { name: 'Le Glacier qui recule', tags: ['montagne', 'climat', 'glacier'] },
      { name: 'Versailles, la fabrique d’un château', tags: ['histoire', 'patrimoine', 'roi'] },
      { name: 'Les Bâtisseurs de cathédrales', tags: ['histoire', 'Moyen Âge', 'architecture'] },
    ],
    playlists: ['Intégrale : Planète bleue'],
  },
  {
    category: {
      slug: 'artisanat',
      name: 'Artisanat',
      description: 'Gestes rares et savoir-faire transmis de main en main.',
      children: [
        {
          slug: 'travail-du-bois',
          name: 'Travail du bois',
          description: 'Du tronc brut à la pièce finie.',
          children: [
            leaf('ebenisterie', 'Ébénisterie', 'Meubles, marqueterie et finitions.'),
            leaf('sculpture-sur-bois', 'Sculpture sur bois', 'Gouges, ciseaux et patience.'),
          ],
        },
        leaf('forge', 'Forge et métal', 'Le feu, l’enclume et le marteau.'),
      ],
    },
    navbar: true,
    hue: 28,
    motif: 'wood',
    titles: [
      { name: 'L’Élève et le Maître ébéniste', tags: ['bois', 'transmission', 'élève'] },
      { name: 'Marqueterie : l’art du placage', tags: ['bois', 'ébénisterie', 'décor'] },
      { name: 'Sculpter un chêne centenaire', tags: ['bois', 'sculpture', 'chêne'] },
      { name: 'Affûter ses gouges comme un pro', tags: ['bois', 'outils', 'tutoriel'] },
      { name: 'Forger son premier couteau', tags: ['forge', 'métal', 'couteau'] },
      { name: 'Le Coutelier de Thiers', tags: ['forge', 'coutellerie', 'Auvergne'] },
    ],
    playlists: ['Cours complet : menuiserie d’art', 'Série : au cœur de la forge'],
  },
  {
    category: {
      slug: 'detection',
      name: 'Détection',
      description: 'Prospection au détecteur de métaux, dans le respect des sites.',
      children: [
        leaf('prospection', 'Prospection', 'Méthodes, réglages et lecture du terrain.'),
        leaf('trouvailles', 'Trouvailles', 'Monnaies, boucles et objets du quotidien.'),
      ],
    },
    navbar: true,
    hue: 45,
    motif: 'ripples',
    titles: [
      { name: 'Bien régler son détecteur', tags: ['détection', 'réglages', 'débutant'] },
      { name: 'Lire un champ labouré', tags: ['détection', 'terrain', 'prospection'] },
      { name: 'La Législation expliquée', tags: ['détection', 'loi', 'archéologie'] },
      { name: 'Un trésor de deniers médiévaux', tags: ['trouvailles', 'monnaie', 'Moyen Âge'] },
      { name: 'Nettoyer ses monnaies sans les abîmer', tags: ['trouvailles', 'entretien'] },
      { name: 'Plage d’hiver : la chasse aux bagues', tags: ['détection', 'plage', 'bijoux'] },
    ],
    playlists: ['Formation : débuter en détection'],
  },
  {
    category: {
      slug: 'cuisine',
      name: 'Cuisine',
      description: 'Recettes de chefs et de grands-mères.',
      children: [
        leaf('patisserie', 'Pâtisserie', 'Pâtes, crèmes et entremets.'),
        leaf('terroir', 'Cuisine du terroir', 'Les plats de nos régions.'),
      ],
    },
    navbar: true,
    hue: 5,
    motif: 'bokeh',
    titles: [
      { name: 'Le Paris-Brest pas à pas', tags: ['pâtisserie', 'choux', 'praliné'] },
      { name: 'Réussir sa pâte feuilletée', tags: ['pâtisserie', 'technique', 'beurre'] },
      { name: 'La Tarte Tatin de Lamotte-Beuvron', tags: ['pâtisserie', 'pomme', 'dessert'] },
      { name: 'Cassoulet de Castelnaudary', tags: ['terroir', 'Occitanie', 'haricots'] },
      { name: 'La Bouillabaisse des pêcheurs', tags: ['terroir', 'poisson', 'Marseille'] },
      { name: 'Crêpes et galettes bretonnes', tags: ['terroir', 'Bretagne', 'sarrasin'] },
    ],
    playlists: ['Les Bases de la pâtisserie'],
  },
  {
    category: {
      slug: 'musique',
      name: 'Musique',
      description: 'Concerts filmés et leçons pour tous les niveaux.',
      children: [
        leaf('concerts', 'Concerts', 'Sur scène, en plein air ou en église.'),
        leaf('cours-de-musique', 'Cours de musique', 'Guitare, piano et chant.'),
      ],
    },
    navbar: true,
    hue: 270,
    motif: 'stage',
    titles: [
      { name: 'Quatuor à cordes en l’abbaye', tags: ['concert', 'classique', 'cordes'] },
      { name: 'Jazz manouche à Samois', tags: ['concert', 'jazz', 'guitare'] },
      { name: 'Chorale d’enfants : Noël à Lyon', tags: ['concert', 'chant', 'Noël'] },
      { name: 'Guitare : les premiers accords', tags: ['cours', 'guitare', 'débutant'] },
      { name: 'Piano : lire une partition', tags: ['cours', 'piano', 'solfège'] },
      { name: 'Chanter juste en dix leçons', tags: ['cours', 'chant', 'voix'] },
    ],
    playlists: ['Cours de guitare : niveau 1'],
  },
  {
    category: {
      slug: 'sport',
      name: 'Sport et plein air',
      description: 'Sentiers, falaises et grands espaces.',
      children: [
        leaf('randonnee', 'Randonnée', 'Itinéraires et conseils de marche.'),
        leaf('escalade', 'Escalade', 'Blocs, voies et grandes parois.'),
      ],
    },
    navbar: true,
    hue: 195,
    motif: 'ridges',
    titles: [
      { name: 'Le GR20 en douze jours', tags: ['randonnée', 'Corse', 'trek'] },
      { name: 'Préparer son sac de randonnée', tags: ['randonnée', 'matériel', 'conseils'] },
      { name: 'Bivouac sous les étoiles', tags: ['randonnée', 'nuit', 'montagne'] },
      { name: 'Fontainebleau, temple du bloc', tags: ['escalade', 'bloc', 'forêt'] },
      { name: 'Les Gorges du Verdon en grande voie', tags: ['escalade', 'Verdon', 'falaise'] },
      { name: 'Nœuds et assurage : l’essentiel', tags: ['escalade', 'sécurité', 'débutant'] },
    ],
    playlists: [],
  },
  {
    category: {
      slug: 'voyages',
      name: 'Voyages',
      description: 'Carnets de route, d’ici et d’ailleurs.',
      children: [
        leaf('europe', 'Europe', 'Des fjords aux îles grecques.'),
        leaf('asie', 'Asie', 'Rizières, temples et mégapoles.'),
      ],
    },
    navbar: true,
    hue: 220,
    motif: 'waves',
    titles: [
      { name: 'Lisbonne au fil du tram 28', tags: ['voyage', 'Portugal', 'ville'] },
      { name: 'Les Fjords de Norvège en voilier', tags: ['voyage', 'Norvège', 'voile'] },
      { name: 'Sicile, l’île aux trois mers', tags: ['voyage', 'Italie', 'île'] },
      { name: 'Kyoto au printemps', tags: ['voyage', 'Japon', 'cerisiers'] },
      { name: 'Le Mékong, fleuve-mère', tags: ['voyage', 'Vietnam', 'fleuve'] },
      { name: 'Rajasthan, la route des forts', tags: ['voyage', 'Inde', 'désert'] },
    ],
    playlists: ['Carnet de route : Asie'],
  },
  {
    category: {
      slug: 'conferences',
      name: 'Conférences',
      description: 'Des chercheurs et des témoins racontent.',
      children: [
        leaf('sciences', 'Sciences', 'Astronomie, biologie, physique.'),
        leaf('societe', 'Société', 'Éducation, travail, territoires.'),
      ],
    },
    navbar: true,
    hue: 330,
    motif: 'orbits',
    titles: [
      { name: 'Les Exoplanètes expliquées', tags: ['sciences', 'astronomie', 'espace'] },
      { name: 'Le Cerveau qui apprend', tags: ['sciences', 'neurosciences', 'élève'] },
      { name: 'La Vie secrète des sols', tags: ['sciences', 'biologie', 'agriculture'] },
      { name: 'Être élève en 2030', tags: ['société', 'école', 'éducation'] },
      { name: 'Villages : la renaissance rurale', tags: ['société', 'campagne', 'territoire'] },
      { name: 'Le Travail demain', tags: ['société', 'emploi', 'avenir'] },
    ],
    playlists: [],
  },
  {
    category: {
      slug: 'jeunesse',
      name: 'Jeunesse',
      description: 'Pour les petits et les grands enfants.',
      children: [
        leaf('contes', 'Contes', 'Histoires lues et illustrées.'),
        leaf('dessins-animes', 'Dessins animés', 'Courts films d’animation.'),
      ],
    },
    navbar: true,
    hue: 95,
    motif: 'hills',
    titles: [
      { name: 'Le Petit Renard et la Lune', tags: ['conte', 'animaux', 'nuit'] },
      { name: 'La Sorcière du moulin', tags: ['conte', 'magie', 'village'] },
      { name: 'Contes du bout du monde', tags: ['conte', 'voyage', 'légendes'] },
      { name: 'Pip et Zéphyr', tags: ['animation', 'amitié', 'vent'] },
      { name: 'La Forêt qui chantait', tags: ['animation', 'forêt', 'musique'] },
      { name: 'Capitaine Noisette', tags: ['animation', 'aventure', 'écureuil'] },
    ],
    playlists: ['Contes du soir'],
  },
  {
    category: {
      slug: 'cinema',
      name: 'Cinéma',
      description: 'Courts et moyens métrages d’auteurs indépendants.',
      children: [
        leaf('courts-metrages', 'Courts métrages', 'Moins de trente minutes, tout un monde.'),
      ],
    },
    navbar: true,
    hue: 0,
    motif: 'projector',
    titles: [
      { name: 'La Dernière Séance', tags: ['court métrage', 'drame', 'cinéma'] },
      { name: 'Été indien', tags: ['court métrage', 'comédie', 'été'] },
      { name: 'Les Voisins du dessus', tags: ['court métrage', 'comédie', 'immeuble'] },
      { name: 'Nuit blanche à Marseille', tags: ['court métrage', 'polar', 'nuit'] },
    ],
    playlists: ['Festival : sélection officielle'],
  },
  {
    category: {
      slug: 'archives',
      name: 'Archives',
      description: 'Émissions et reportages d’hier, restaurés.',
    },
    navbar: false,
    hue: 60,
    motif: 'fields',
    titles: [
      { name: 'Reportage : la moisson de 1962', tags: ['archives', 'campagne', 'agriculture'] },
      { name: 'Les Halles de Paris avant le trou', tags: ['archives', 'Paris', 'marché'] },
      { name: 'Le Tour de France 1975', tags: ['archives', 'cyclisme', 'sport'] },
      { name: 'Brocante et chiffonniers', tags: ['archives', 'métiers', 'brocante'] },
    ],
    playlists: [],
  },
]

/** Sentences a description is made of; `{name}` and `{category}` are filled in. */
export const DESCRIPTION_PARTS = [
  '« {name} » vous emmène au cœur de la rubrique {category}.',
  'Un film tourné sur plusieurs saisons, avec des passionnés qui partagent leur savoir.',
  'Des images soignées, un commentaire clair et des bonus pour aller plus loin.',
  'Idéal pour découvrir le sujet comme pour approfondir ce que l’on croyait connaître.',
  'Chaque chapitre peut se regarder seul ; l’ensemble forme un véritable voyage.',
  'Réalisé avec le concours d’artisans, de chercheurs et d’habitants passionnés.',
]
