import {
  COUPON_REFUSALS,
  COUPON_REFUSALS_IN_FRENCH,
  type CouponRefusal,
} from '../../../contract/values/admin-coupons.ts'
import type { Catalogue } from '../catalogue.ts'

function couponRefusalsInFrench(): Catalogue {
  return Object.fromEntries(
    Object.entries(COUPON_REFUSALS).map(([reason, english]) => [
      english,
      COUPON_REFUSALS_IN_FRENCH[reason as CouponRefusal],
    ]),
  )
}

/** The French of the messages a visitor of the storefront can meet. */
export const STOREFRONT_MESSAGES: Catalogue = {
  // Accounts: sign-in, registration, invitations, password reset, the account page.
  'This website is for its members: sign in to see it.':
    'Ce site est réservé à ses membres : connectez-vous pour le voir.',
  'Accounts are not enabled on this website.': 'Les comptes ne sont pas activés sur ce site.',
  'Invalid credentials.': 'Identifiants incorrects.',
  // Sign-in on a TV by a code (auth/devices/).
  'This code is unknown or has expired: check the code on the TV.':
    'Ce code est inconnu ou a expiré : vérifiez le code affiché sur la télévision.',
  'This sign-in code is unknown or was used.': 'Ce code de connexion est inconnu ou a déjà servi.',
  'This sign-in code has expired: ask for a new one.':
    'Ce code de connexion a expiré : demandez-en un nouveau.',
  'The sign-in has not been confirmed yet.': 'La connexion n’a pas encore été confirmée.',
  'This account has been blocked.': 'Ce compte a été bloqué.',
  'Signing in is not available on this website yet.':
    'La connexion n’est pas encore possible sur ce site.',
  'This invitation does not exist or can no longer be used.':
    'Cette invitation n’existe pas ou ne peut plus être utilisée.',
  'The password reset link was invalid, possibly because it has already been used. Please request a new password reset.':
    'Le lien de réinitialisation est invalide, peut-être parce qu’il a déjà été utilisé. Veuillez demander une nouvelle réinitialisation du mot de passe.',
  'Both passwords are not the same': 'Les deux mots de passe ne sont pas identiques',
  'Registration is not open on this website.': 'Les inscriptions ne sont pas ouvertes sur ce site.',
  'A user with that email already exists.': 'Un compte existe déjà avec cette adresse e-mail.',
  '{label} is required.': '{label} : ce champ est obligatoire.',
  'The password is not correct.': 'Le mot de passe n’est pas correct.',
  'The confirmation link was invalid, possibly because it has already been used or has expired.':
    'Ce lien n’est plus valable : il a peut-être déjà servi ou expiré. Demandez un nouveau lien depuis votre compte.',
  'This is already your e-mail address.': 'C’est déjà votre adresse e-mail.',
  'Site staff cannot delete their account here. Ask the owner to remove you from the staff first.':
    'Les membres de l’équipe du site ne peuvent pas supprimer leur compte ici. Demandez d’abord au propriétaire de vous retirer de l’équipe.',
  'Cancel your subscriptions before deleting your account: they would otherwise keep renewing.':
    'Résiliez vos abonnements avant de supprimer votre compte : ils continueraient sinon à être renouvelés.',
  'Order not found.': 'Commande introuvable.',
  'Session not found.': 'Session introuvable.',

  // The cart and its payment.
  'Payments are not enabled on this website.': 'Les paiements ne sont pas activés sur ce site.',
  'Tips are not enabled on this website.': 'Les pourboires ne sont pas activés sur ce site.',
  'Invalid price "{uid}" - object does not exist.': 'Prix "{uid}" invalide : il n’existe pas.',
  'The item of price "{uid}" is not for sale.': 'Le contenu du prix "{uid}" n’est pas en vente.',
  'Choose at most one price per item.': 'Choisissez au plus un prix par contenu.',
  'This key was sent with another checkout: send a new key for each checkout.':
    'Cette clé a été envoyée avec un autre paiement : envoyez une nouvelle clé pour chaque paiement.',
  'Invalid bundle "{uid}" - object does not exist.': 'Pack "{uid}" invalide : il n’existe pas.',
  '"{name}" is already in another line of this order.':
    '« {name} » figure déjà dans une autre ligne de cette commande.',
  'You already have every item of "{name}" for at least as long.':
    'Vous avez déjà chaque contenu du pack « {name} », pour au moins aussi longtemps.',
  'Give either item or uid__in, not both.': 'Indiquez item ou uid__in, pas les deux.',
  'The live list takes no other filter or ordering.':
    'La liste des directs ne se combine avec aucun autre filtre ni tri.',
  'Ask for at most {MAX_NAMED} bundles at once.': 'Demandez au plus {MAX_NAMED} packs à la fois.',
  'Invalid plan "{uid}" - object does not exist.': 'Abonnement "{uid}" invalide : il n’existe pas.',
  'You already subscribe to this plan.': 'Vous êtes déjà abonné à cette offre.',
  // The cart knows these by their words in both languages (contract/values/admin-coupons.ts).
  ...couponRefusalsInFrench(),
  'No checkout session with this id.': 'Aucune session de paiement n’a cet identifiant.',
  'This subscription is not one of yours.': 'Cet abonnement n’est pas l’un des vôtres.',
  'No such order.': 'Cette commande n’existe pas.',
  'This billing link has expired or is not valid.':
    'Ce lien de facturation a expiré ou n’est pas valide.',
  'Only the buyer who started this checkout may pay or cancel it.':
    'Seule la personne qui a commencé ce paiement peut le régler ou l’annuler.',
  'Stripe is not configured on this server.': 'Stripe n’est pas configuré sur ce serveur.',
  'No such subscription.': 'Cet abonnement n’existe pas.',
  'This subscription is billed through Stripe, which this website no longer uses.':
    'Cet abonnement est facturé par Stripe, que ce site n’utilise plus.',
  'The payment provider no longer knows this subscription.':
    'Le prestataire de paiement ne connaît plus cet abonnement.',
  'This subscription no longer opens its plan’s items.':
    'Cet abonnement ne donne plus accès à ses contenus.',
  // Gifts: buying one, redeeming its code, the buyer's list.
  'Choose one item, bundle or plan to give.':
    'Choisissez un seul contenu, pack ou abonnement à offrir.',
  'Choose 1, 3 or 12 months.': 'Choisissez 1, 3 ou 12 mois.',
  'The delivery date cannot be in the past.': 'La date d’envoi ne peut pas être passée.',
  'The delivery date must be within a year.': 'La date d’envoi doit être dans l’année qui vient.',
  'Enter a valid date.': 'Saisissez une date valide.',
  'This gift code is not valid.': 'Ce code cadeau n’est pas valide.',
  // Gift cards at checkout.
  'This gift card is not valid.': 'Cette carte cadeau n’est pas valide.',
  'This gift card has nothing left to spend.': 'Cette carte cadeau est épuisée.',
  'This gift card has expired.': 'Cette carte cadeau a expiré.',
  'This gift card is being used by another checkout: try again later.':
    'Cette carte cadeau sert à un autre paiement en cours : réessayez plus tard.',
  'A gift card pays for items and bundles, not subscriptions.':
    'Une carte cadeau paie des contenus et des packs, pas des abonnements.',
  'This gift code was already used.': 'Ce code cadeau a déjà été utilisé.',
  'This gift was refunded: its code no longer works.':
    'Ce cadeau a été remboursé : son code ne fonctionne plus.',
  'This gift was already sent again {resends} times.':
    'Ce cadeau a déjà été renvoyé {resends} fois.',
  'This gift is not delivered yet: it will be sent on its date.':
    'Ce cadeau n’est pas encore envoyé : il le sera à sa date.',
  'This gift can no longer be sent again.': 'Ce cadeau ne peut plus être renvoyé.',
  'No gift with this id.': 'Aucun cadeau ne porte cet identifiant.',
  'A redeemed gift cannot be refunded: its recipient has it.':
    'Un cadeau reçu ne peut pas être remboursé : son destinataire en profite déjà.',
  'This subscription is paused: end the pause first.':
    'Cet abonnement est en pause : reprenez-le d’abord.',
  'This website does not offer to pause a subscription.':
    'Ce site ne propose pas de mettre un abonnement en pause.',
  'A pause may last {pauseMonths} months at most.': 'Une pause dure au plus {pauseMonths} mois.',
  'Only an active subscription that renews can be paused.':
    'Seul un abonnement actif qui se renouvelle peut être mis en pause.',
  'The payment provider could not pause this subscription.':
    'Le prestataire de paiement n’a pas pu mettre cet abonnement en pause.',
  'The payment provider could not end the pause of this subscription.':
    'Le prestataire de paiement n’a pas pu reprendre cet abonnement.',
  'This subscription has no win-back offer to take.':
    'Cet abonnement n’a pas d’offre de remise à accepter.',
  'The payment provider could not apply the offer to this subscription.':
    'Le prestataire de paiement n’a pas pu appliquer l’offre à cet abonnement.',

  // The catalogue, its medias and downloads.
  'Category not found.': 'Catégorie introuvable.',
  'Item not found.': 'Contenu introuvable.',
  'Media not found.': 'Média introuvable.',
  'Page not found.': 'Page introuvable.',
  'This website has no legal text.': 'Ce site n’a pas de mentions légales.',
  'No plan of this website has this uid.': 'Aucun abonnement de ce site n’a cet identifiant.',
  'This item cannot be downloaded.': 'Ce contenu ne peut pas être téléchargé.',
  'You do not have access to this item.': 'Vous n’avez pas accès à ce contenu.',
  'This media address has expired.': 'Cette adresse de média a expiré.',
  'This media address is not valid.': 'Cette adresse de média n’est pas valide.',
  'This media address was issued to another viewer.':
    'Cette adresse de média a été délivrée à une autre personne.',
  'This website is for its members: sign in to watch its videos.':
    'Ce site est réservé à ses membres : connectez-vous pour regarder ses vidéos.',
  'No such media file.': 'Ce fichier de média n’existe pas.',
  'This media has no renditions.': 'Ce média n’a encore aucune version lisible.',
  'No such file.': 'Ce fichier n’existe pas.',
  'This file is not available.': 'Ce fichier n’est pas disponible.',
  'No such image.': 'Cette image n’existe pas.',
  'No such sitemap.': 'Ce plan du site n’existe pas.',
  'This unsubscribe link is not valid.': 'Ce lien de désabonnement n’est pas valable.',
  'You will no longer receive offers and news by e-mail.':
    'Vous ne recevrez plus nos offres et nouveautés par e-mail.',
  'This video cannot be found.': 'Cette vidéo est introuvable.',
  'This website is for its members. Sign in on the website to watch this video.':
    'Ce site est réservé à ses membres. Connectez-vous sur le site pour regarder cette vidéo.',

  // Watching, and asking for items on request.
  'Must be 0 or more.': 'Doit être supérieur ou égal à 0.',
  "Must not pass the media's length ({duration} s).":
    'Ne doit pas dépasser la durée du média ({duration} s).',
  'You may not watch this media.': 'Vous ne pouvez pas regarder ce média.',
  'Media not found in the watch history.': 'Média introuvable dans l’historique de visionnage.',
  'Invalid item "{uid}" - object does not exist.': 'Contenu "{uid}" invalide : il n’existe pas.',
  'Item "{uid}" is not available on request.':
    'Le contenu "{uid}" n’est pas disponible sur demande.',
  '"{name}" was already requested and is waiting for an answer.':
    '"{name}" a déjà été demandé et attend une réponse.',
  'No such live file.': 'Ce fichier du direct n’existe pas.',
  'No such live event.': 'Ce direct n’existe pas.',
  'No such live item.': 'Ce direct n’existe pas.',
  'Stream refused: {refusal}.': 'Diffusion refusée : {refusal}.',
}
