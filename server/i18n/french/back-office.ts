import type { Catalogue } from '../catalogue.ts'

/** The French of the messages the staff meet in the back office. */
export const BACK_OFFICE_MESSAGES: Catalogue = {
  'Only the staff of this website may edit it.': 'Seule l’équipe de ce site peut le modifier.',
  'Your role on this website does not allow this.': 'Votre rôle sur ce site ne le permet pas.',
  'No staff member of this website has this uid.':
    'Aucun membre de l’équipe de ce site n’a cet identifiant.',
  'A website keeps at least one owner: make someone else owner first.':
    'Un site garde au moins un propriétaire : nommez d’abord quelqu’un d’autre propriétaire.',
  'This address is already on the staff of this website.':
    'Cette adresse fait déjà partie de l’équipe de ce site.',

  // Pictures and files sent to the server.
  'Send a JPEG or PNG picture as the multipart field {field}.':
    'Envoyez une image JPEG ou PNG dans le champ multipart {field}.',
  'Send a WebVTT file as the multipart field {field}.':
    'Envoyez un fichier WebVTT dans le champ multipart {field}.',
  'Send {what} as the multipart field {field}.': 'Envoyez {what} dans le champ multipart {field}.',
  'The file must be at most {size} KiB.': 'Le fichier doit faire au plus {size} Kio.',
  'The picture must be at most {size} MB.': 'L’image doit faire au plus {size} Mo.',
  'The picture must be at most {count} megapixels.':
    'L’image doit faire au plus {count} mégapixels.',
  'Only JPEG and PNG pictures are accepted.': 'Seules les images JPEG et PNG sont acceptées.',
  'This picture is damaged.': 'Cette image est endommagée.',
  'This picture holds web page or script code.':
    'Cette image contient du code de page web ou de script.',

  // The website's appearance, home page and settings.
  'Enter a picture address: /images/... or http(s).':
    'Saisissez l’adresse d’une image : /images/... ou http(s).',
  'This social network is not offered.': 'Ce réseau social n’est pas proposé.',
  'Enter an address starting with https://.': 'Saisissez une adresse commençant par https://.',
  'Enter a colour such as #884aff or rgba(0, 0, 0, 0.5).':
    'Saisissez une couleur comme #884aff ou rgba(0, 0, 0, 0.5).',
  'Enter a storefront path such as /medias or an http(s), mailto or tel address.':
    'Saisissez un chemin de la vitrine comme /medias, ou une adresse http(s), mailto ou tel.',
  'Enter font names separated by commas.':
    'Saisissez des noms de polices séparés par des virgules.',
  'Enter a position such as center, top or 50% 30%.':
    'Saisissez une position comme center, top ou 50% 30%.',
  'Enter the name of an icon, such as PlayCircle.':
    'Saisissez le nom d’une icône, comme PlayCircle.',
  'Another entry has this uid.': 'Une autre entrée a cet identifiant.',
  'Another block has this uid.': 'Un autre bloc a cet identifiant.',
  "This is not the website's home page.": 'Ce n’est pas la page d’accueil du site.',
  'Enter a host name alone, e.g. www.example.com.':
    'Saisissez un nom d’hôte seul, par exemple www.example.com.',
  'This host name is already listed.': 'Ce nom d’hôte figure déjà dans la liste.',
  'Another website already answers to this host name.':
    'Un autre site répond déjà à ce nom d’hôte.',
  'Give the percentage the offer takes off.': 'Indiquez le pourcentage que l’offre retire.',
  'Give the amount the offer takes off.': 'Indiquez le montant que l’offre retire.',
  'Keep {host}: it is the address you are using to change these settings.':
    'Gardez {host} : c’est l’adresse que vous utilisez pour modifier ces réglages.',
  'Another registration field has this name.': 'Un autre champ d’inscription porte ce nom.',
  'Write the legal text, or hide the legal page.':
    'Rédigez les mentions légales, ou masquez la page des mentions légales.',
  'Use lowercase letters, digits and hyphens only, e.g. atelier-duval.':
    'Utilisez seulement des minuscules, des chiffres et des tirets, par exemple atelier-duval.',
  'Another partner page has this address.': 'Une autre page partenaire a cette adresse.',

  // Items, playlists, categories and plans.
  'No item of this website has this uid.': 'Aucun contenu de ce site n’a cet identifiant.',
  'No category of this website has this uid.': 'Aucune catégorie de ce site n’a cet identifiant.',
  'This playlist would let anyone it is open to watch medias whose own item is closed to them ({medias}): remove them, close the playlist as much, or confirm it on purpose.':
    'Cette playlist permettrait à toute personne à qui elle est ouverte de regarder des médias dont le contenu leur est fermé ({medias}) : retirez-les, fermez la playlist autant, ou confirmez que c’est voulu.',
  'Name each media once.': 'Citez chaque média une seule fois.',
  'This website has no media {uid}.': 'Ce site n’a pas de média {uid}.',
  'Give every media a season, or none.': 'Donnez une saison à chaque média, ou à aucun.',
  'Seasons follow each other: put the medias of a season together, in order.':
    'Les saisons se suivent : regroupez les médias d’une même saison, dans l’ordre.',
  'Name each category once.': 'Citez chaque catégorie une seule fois.',
  'This website has no category {uid}.': 'Ce site n’a pas de catégorie {uid}.',
  'Name each price once.': 'Citez chaque prix une seule fois.',
  'This item has no price {uid}.': 'Ce contenu n’a pas de prix {uid}.',
  'Customers bought the price {uid}: it cannot be removed. Make the item private to stop selling it.':
    'Des clients ont acheté le prix {uid} : il ne peut pas être retiré. Rendez le contenu privé pour arrêter de le vendre.',
  'Customers bought the price {uid}: the downloads it gave them cannot change.':
    'Des clients ont acheté le prix {uid} : les téléchargements qu’il leur donne ne peuvent plus changer.',
  'Only a playlist holds medias.': 'Seule une playlist contient des médias.',
  'Customers bought or asked for this item: it cannot be deleted. Make it private to hide it.':
    'Des clients ont acheté ou demandé ce contenu : il ne peut pas être supprimé. Rendez-le privé pour le masquer.',
  'Another category of this website already has this slug.':
    'Une autre catégorie de ce site a déjà ce slug.',
  'This category has subcategories: move them elsewhere or delete them first.':
    'Cette catégorie a des sous-catégories : déplacez-les ailleurs ou supprimez-les d’abord.',
  'A category cannot go under itself or under one of its subcategories.':
    'Une catégorie ne peut aller ni sous elle-même ni sous l’une de ses sous-catégories.',
  'Every item must be an item of this website.': 'Chaque contenu doit être un contenu de ce site.',
  'No bundle of this website has this uid.': 'Aucun pack de ce site n’a cet identifiant.',
  'Customers bought this bundle: it cannot be deleted, or their purchases would lose their origin. Withdraw it from sale instead.':
    'Des clients ont acheté ce pack : il ne peut pas être supprimé, leurs achats perdraient leur origine. Retirez-le plutôt de la vente.',
  'Customers subscribed to this plan: it cannot be deleted, or their subscriptions would be lost.':
    'Des clients ont souscrit cet abonnement : il ne peut pas être supprimé, sinon leurs abonnements seraient perdus.',

  // The media library: imports, trailers, bonus files, captions.
  'No media of this website has this uid.': 'Aucun média de ce site n’a cet identifiant.',
  'No import of this website has this uid.': 'Aucun import de ce site n’a cet identifiant.',
  'No upload of this website has this id.': 'Aucun envoi de ce site n’a cet identifiant.',
  'The multipart form is malformed or incomplete.':
    'Le formulaire multipart est mal formé ou incomplet.',
  'This upload call is not a valid tus call.': 'Cet appel d’envoi n’est pas un appel tus valide.',
  'This upload call is not allowed.': 'Cet appel d’envoi n’est pas permis.',
  'The upload is not at this offset: ask where it stands, then go on from there.':
    'L’envoi n’est pas à cette position : demandez où il en est, puis reprenez de là.',
  'Upload calls speak tus 1.0.0.': 'Les appels d’envoi parlent tus 1.0.0.',
  'The file is larger than uploads may be.': 'Le fichier dépasse la taille permise pour un envoi.',
  'An upload sends its bytes as application/offset+octet-stream.':
    'Un envoi transmet ses octets en application/offset+octet-stream.',
  'Only a failed import can be retried.': 'Seul un import en échec peut être relancé.',
  'No failed job of this website has this uid.':
    'Aucune tâche en échec de ce site n’a cet identifiant.',
  'This job was run again already.': 'Cette tâche a déjà été relancée.',
  'No export of this website has this uid.': 'Aucun export de ce site n’a cet identifiant.',
  'This export is not ready yet.': 'Cet export n’est pas encore prêt.',
  'The job queue is unavailable.': 'La file des tâches est indisponible.',
  'Say what the file is for: {purposes}.': 'Indiquez à quoi sert le fichier : {purposes}.',
  'A file sent for a media is its trailer or a bonus file.':
    'Un fichier envoyé pour un média est sa bande-annonce ou un bonus.',
  'Name the media this trailer is for.': 'Indiquez le média dont ce fichier est la bande-annonce.',
  'Name the media this bonus file is for.': 'Indiquez le média auquel ce bonus est destiné.',
  "A bonus file's name has at most {limit} characters.":
    'Le nom d’un bonus contient au plus {limit} caractères.',
  "A bonus file's upload says its length as it starts.":
    'L’envoi d’un bonus doit indiquer sa taille dès le début.',
  'A bonus file must be at most {size} MiB.': 'Un bonus doit faire au plus {size} Mio.',
  'You have {count} uploads under way, the most one person may run at once: let one finish first.':
    'Vous avez {count} envois en cours, le plus qu’une personne puisse mener à la fois : laissez-en finir un d’abord.',
  "This file would pass the website's storage quota of {quota} GiB: {left} GiB left.":
    'Ce fichier dépasserait le quota de stockage du site ({quota} Gio) : il reste {left} Gio.',
  'An upload says its length as it starts.': 'Un envoi indique sa taille dès son début.',
  'This media is still being imported: add its captions once it plays.':
    'Ce média est encore en cours d’import : ajoutez ses sous-titres une fois qu’il sera lisible.',
  'Captions must be a WebVTT file (it starts with WEBVTT).':
    'Les sous-titres doivent être un fichier WebVTT (il commence par WEBVTT).',
  'This media has no captions in this language.':
    'Ce média n’a pas de sous-titres dans cette langue.',
  'This media has no trailer.': 'Ce média n’a pas de bande-annonce.',
  'This media has no bonus file with this uid.': 'Ce média n’a pas de bonus avec cet identifiant.',

  // Customers, their access and invitations; on-demand requests.
  'No customer of this website has this uid.': 'Aucun client de ce site n’a cet identifiant.',
  'This customer has no access grant with this uid.':
    'Ce client n’a pas d’accès offert avec cet identifiant.',
  'Give access to an item or to a plan, not both at once.':
    'Donnez accès à un contenu ou à un abonnement, pas aux deux à la fois.',
  'This field is required (or plan_uid, for a plan).':
    'Ce champ est obligatoire (ou plan_uid, pour un abonnement).',
  'This customer already has free access to this item.':
    'Ce client a déjà un accès offert à ce contenu.',
  'This customer already has free access to this plan.':
    'Ce client a déjà un accès offert à cet abonnement.',
  'This access grant was already revoked.': 'Cet accès offert a déjà été retiré.',
  'This account is blocked already.': 'Ce compte est déjà bloqué.',
  'This account is not blocked.': 'Ce compte n’est pas bloqué.',
  'This account is blocked: unblock it before sending a password reset.':
    'Ce compte est bloqué : débloquez-le avant d’envoyer une réinitialisation du mot de passe.',
  'No customer invitation of this website has this uid.':
    'Aucune invitation client de ce site n’a cet identifiant.',
  'The registration form has no field "{name}".':
    'Le formulaire d’inscription n’a pas de champ "{name}".',
  'This address already has an account on this website.':
    'Cette adresse a déjà un compte sur ce site.',
  'This address has an invitation still waiting: resend it instead.':
    'Cette adresse a déjà une invitation en attente : renvoyez-la plutôt.',
  'This invitation was accepted: it can no longer be changed.':
    'Cette invitation a été acceptée : elle ne peut plus être modifiée.',
  'No on-demand request of this website has this id.':
    'Aucune demande d’accès de ce site n’a cet identifiant.',
  'This request was already answered.': 'Cette demande a déjà reçu une réponse.',

  // Orders, refunds, promo codes, analytics.
  'No order of this website has this uid.': 'Aucune commande de ce site n’a cet identifiant.',
  'This order was already refunded in full.': 'Cette commande a déjà été entièrement remboursée.',
  'Only a paid order can be refunded.': 'Seule une commande payée peut être remboursée.',
  'Nothing is left to refund on this order.': 'Il ne reste rien à rembourser sur cette commande.',
  'Ensure this value is no more than {left}, what is left to refund.':
    'Cette valeur doit être au plus {left}, ce qui reste à rembourser.',
  'This order was paid through {provider}, which this website no longer uses: refund it there.':
    'Cette commande a été payée par {provider}, que ce site n’utilise plus : remboursez-la là-bas.',
  'The payment provider did not make the refund; nothing was refunded. Try again, or refund it on the provider’s dashboard.':
    'Le prestataire de paiement n’a pas effectué le remboursement ; rien n’a été remboursé. Réessayez, ou remboursez depuis le tableau de bord du prestataire.',
  'Nothing was paid for this order yet: cancel the subscription on the Stripe dashboard instead.':
    'Rien n’a encore été payé pour cette commande : résiliez plutôt l’abonnement sur le tableau de bord de Stripe.',
  'Only a paid order has a receipt to send.': 'Seule une commande payée a un reçu à envoyer.',
  'No coupon of this website has this uid.': 'Aucun code promo de ce site n’a cet identifiant.',
  'The end must come after the start.': 'La fin doit venir après le début.',
  'Another coupon of this website has this code.': 'Un autre code promo de ce site a ce code.',
  'This coupon was deleted after use: it can no longer change.':
    'Ce code promo a été supprimé après usage : il ne peut plus être modifié.',
  'The period must end on or after its first day.':
    'La période doit se terminer le jour de son début ou après.',
  'The period may span at most {days} days.': 'La période peut couvrir au plus {days} jours.',

  // Why an uploaded file's import failed (media-imports, as staff read them).
  'The import failed; try again, or upload the file again.':
    'L’import a échoué ; réessayez, ou envoyez le fichier à nouveau.',
  '{name} is not a video file ffmpeg can read':
    '{name} n’est pas un fichier vidéo que ffmpeg sait lire',
  '{name} is not a video (no picture stream with a duration)':
    '{name} n’est pas une vidéo (aucune piste d’image avec une durée)',
  '{program} is not installed (it is needed to import media)':
    '{program} n’est pas installé (il sert à importer les médias)',
  'this upload names no media it is for': 'cet envoi ne nomme pas le média auquel il est destiné',
  'the media this trailer was sent for no longer exists':
    'le média auquel cette bande-annonce était destinée n’existe plus',
  'the media this bonus file was sent for no longer exists':
    'le média auquel ce fichier bonus était destiné n’existe plus',
  'ffmpeg could not make the HLS ladder: {detail}':
    'ffmpeg n’a pas pu produire les rendus HLS : {detail}',
  'ffmpeg could not make the HD MP4: {detail}': 'ffmpeg n’a pas pu produire le MP4 HD : {detail}',
  'ffmpeg could not make the poster: {detail}': 'ffmpeg n’a pas pu produire l’affiche : {detail}',
  'Not a valid date.': 'Cette date n’est pas valide.',
  'This live event has ended: its times stay as they were.':
    'Ce direct est terminé : ses horaires restent ceux qu’il avait.',
  'API keys and webhooks are managed by owners signed in, not with an API key.':
    'Les clés d’API et les webhooks se gèrent par un propriétaire connecté, pas avec une clé d’API.',
  'The expiry must be in the future.': 'L’expiration doit être dans le futur.',
  'No API key of this website has this uid.': 'Aucune clé d’API de ce site n’a cet identifiant.',
  'No webhook of this website has this uid.': 'Aucun webhook de ce site n’a cet identifiant.',
  'No webhook delivery of this website has this uid.':
    'Aucun envoi de webhook de ce site n’a cet identifiant.',
  'This API key is unknown, expired or revoked.':
    'Cette clé d’API est inconnue, expirée ou révoquée.',
  'This API key is read-only.': 'Cette clé d’API ne permet que la lecture.',
  'This is not a valid e-mail address.': 'Cette adresse e-mail n’est pas valide.',
  'This address is already on line {line}.': 'Cette adresse figure déjà à la ligne {line}.',
  'This address belongs to a staff member of this website.':
    'Cette adresse est celle d’un membre de l’équipe de ce site.',
  'No item of this website is called "{name}".':
    'Aucun contenu de ce site ne s’appelle « {name} ».',
  'No plan of this website is called "{name}".':
    'Aucune formule de ce site ne s’appelle « {name} ».',
  'Not a date: write it as 2027-06-30 or 30/06/2027.':
    'Ce n’est pas une date : écrivez-la 30/06/2027 ou 2027-06-30.',
  'This date is already past.': 'Cette date est déjà passée.',
  'An end date needs a plan.': 'Une date de fin demande une formule.',
  'Write yes or no (oui or non).': 'Écrivez oui ou non (yes ou no).',
  'This file is not CSV text.': 'Ce fichier n’est pas un texte CSV.',
  'This file is not CSV text (line {line}).': 'Ce fichier n’est pas un texte CSV (ligne {line}).',
  'The file needs a header line and at least one customer.':
    'Le fichier doit avoir une ligne d’en-tête et au moins un client.',
  'An import takes at most {limit} lines.': 'Un import prend au plus {limit} lignes.',
  'The file has no column {columns}.': 'Le fichier n’a pas de colonne {columns}.',
  'No line of this file can be imported.': 'Aucune ligne de ce fichier ne peut être importée.',
  'No customer import of this website has this uid.':
    'Aucun import de clients de ce site n’a cet identifiant.',
  'No broadcast of this website has this uid.': 'Aucun envoi de ce site n’a cet identifiant.',
  'This broadcast has started: it can no longer change.':
    'Cet envoi a commencé : il ne peut plus changer.',
  'Only a broadcast not sent yet can be deleted; cancel a running one.':
    'Seul un envoi pas encore parti peut être supprimé ; annulez un envoi en cours.',
  'Only a scheduled or running broadcast can be canceled.':
    'Seul un envoi programmé ou en cours peut être annulé.',
  'This broadcast was sent or canceled already.': 'Cet envoi est déjà parti ou a été annulé.',
  'The English subject and text go together: write both or neither.':
    'L’objet et le texte anglais vont ensemble : écrivez les deux ou aucun.',
  'The test mail is on its way to your address.': 'Le message d’essai part vers votre adresse.',
  // Gift cards.
  'No gift card of this website has this uid.':
    'Aucune carte cadeau de ce site n’a cet identifiant.',
  'The expiry date cannot be in the past.': 'La date d’expiration ne peut pas être passée.',
  'This gift card is already disabled.': 'Cette carte cadeau est déjà désactivée.',
  'A gift card paid this whole order: refund it whole, to the card.':
    'Une carte cadeau a payé toute cette commande : remboursez-la en entier, sur la carte.',

  // A customer's subscription, changed by the staff.
  'This customer has no subscription with this uid on this website.':
    'Ce client n’a pas d’abonnement avec cet identifiant sur ce site.',
  'This subscription has ended.': 'Cet abonnement a pris fin.',
  'The payment provider refused this change.': 'Le prestataire de paiement a refusé ce changement.',
  'This subscription is already cancelled at the end of its period.':
    'Cet abonnement est déjà résilié à la fin de sa période.',
  'This subscription is not cancelled.': 'Cet abonnement n’est pas résilié.',
  'Only an active subscription that renews can be changed this way.':
    'Seul un abonnement actif qui se renouvelle peut être changé ainsi.',
  'The subscription is already on this plan.': 'L’abonnement est déjà à cette formule.',
  'Switch to a plan billed as often as the current one.':
    'Choisissez une formule facturée aussi souvent que l’actuelle.',
  'The subscription is billed in {currency}, this plan is not.':
    'L’abonnement est facturé en {currency}, pas cette formule.',
  'Preview the switch again: this preview is too old.':
    'Affichez à nouveau l’aperçu du changement : celui-ci est trop ancien.',
}
