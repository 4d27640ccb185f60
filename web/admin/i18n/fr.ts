import frenchMessages from 'ra-language-french'
import type { AdminTexts } from './texts.ts'

/** The back office's own texts in French; react-admin's come from ra-language-french. */
export const fr: AdminTexts = {
  ra: { ...frenchMessages.ra, auth: { ...frenchMessages.ra.auth, username: 'Adresse e-mail' } },
  resources: {
    items: {
      name: 'Contenu |||| Contenus',
      fields: {
        name: 'Nom',
        type: 'Type',
        visibility_type: 'Visibilité',
        published_at: 'Publication',
        categories: 'Catégories',
        prices_count: 'Prix',
        excerpt: 'Résumé',
        prices: 'Prix',
        q: 'Rechercher',
        category: 'Catégorie',
        amount: 'Montant',
        period: "Durée d'accès (heures)",
        description: 'Description',
        tags: 'Mots-clés',
        is_content_downloadable: 'Téléchargeable',
        downloadable_choices: 'Téléchargement',
      },
    },
    media_imports: {
      name: 'Import de vidéos |||| Imports de vidéos',
      fields: {
        file_name: 'Fichier',
        size: 'Taille',
        status: 'État',
        item_uid: 'Contenu créé',
        created_at: 'Envoyé le',
      },
    },
    audit_log: {
      name: "Journal d'audit |||| Journal d'audit",
      fields: {
        at: 'Date',
        staff_email: "Membre de l'équipe",
        action: 'Action',
        resource: 'Élément',
        record_uid: 'Identifiant',
        before: 'Avant',
        after: 'Après',
      },
    },
  },
  vitrine: {
    title: 'Back-office',
    viewSite: 'Voir le site',
    auth: { notStaff: "Ce compte n'a pas accès au back-office de ce site." },
    type: { media: 'Média', playlist: 'Playlist' },
    visibility: { public: 'Public', private: 'Privé', on_demand: 'Sur demande' },
    monetized: 'Payant',
    period: {
      unlimited: 'Illimitée',
      hours: '%{smart_count} heure |||| %{smart_count} heures',
      help: '0 = accès illimité',
    },
    action: { create: 'Création', update: 'Modification', delete: 'Suppression' },
    resource: { home_page: "Page d'accueil", website_image: 'Image du site', item: 'Contenu' },
    noValue: 'Aucun',
    importRetry: 'Réessayer',
    importStatus: {
      queued: 'En attente',
      running: 'Import en cours',
      failed: 'Échec',
      done: 'Importé',
    },
    upload: {
      title: 'Ajouter des vidéos',
      hint: "Déposez des fichiers vidéo ici ou choisissez-les. Un envoi coupé reprend là où il s'était arrêté ; chaque vidéo devient un contenu non publié.",
      choose: 'Choisir des vidéos',
      sending: 'envoi : %{percent} %',
      sent: 'envoyé',
      failed: "l'envoi a échoué",
      progressOf: 'Progression de %{name}',
    },
    viewOnSite: 'Voir sur le site',
    amountIn: 'Montant (%{currency})',
    download: {
      none: 'Aucun',
      hd: 'Vidéo HD',
      source: 'Fichier original',
      both: 'HD et original',
    },
    publication: {
      none: 'Non publié',
      help: 'Une date à venir programme la publication : les visiteurs verront le contenu à partir de ce moment.',
    },
  },
}
