import type { Catalogue } from '../catalogue.ts'

/** The French of the messages about the request itself: its form, its fields, its limits. */
export const REQUEST_MESSAGES: Catalogue = {
  'Not found.': 'Introuvable.',
  'No route {method} {path}.': 'Aucune route {method} {path}.',
  'Authentication credentials were not provided.': 'Connectez-vous pour continuer.',
  'You do not have permission to perform this action.':
    'Vous n’avez pas l’autorisation d’effectuer cette action.',
  'Too many attempts. Please try again later.': 'Trop de tentatives. Veuillez réessayer plus tard.',
  'Too many mails sent in a short time: try again in {minutes} min.':
    'Trop d’e-mails envoyés en peu de temps : réessayez dans {minutes} min.',
  'The service is unavailable for a moment. Please try again in a few seconds.':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  'This server is stopping: another one will answer.':
    'Ce serveur s’arrête : un autre va répondre.',
  'An unexpected error occurred while processing your request.':
    'Une erreur inattendue s’est produite lors du traitement de votre demande.',
  'No website is configured for this address.': 'Aucun site n’est configuré pour cette adresse.',

  // The wording of every schema violation (server/http/validation-messages.ts).
  'Invalid input.': 'Saisie invalide.',
  'This field is required.': 'Ce champ est obligatoire.',
  'Enter a valid email address.': 'Saisissez une adresse e-mail valide.',
  'Enter a valid date.': 'Saisissez une date valide.',
  'Enter a valid {format}.': 'Saisissez une valeur valide au format {format}.',
  'This field may not be blank.': 'Ce champ ne peut pas être vide.',
  'Ensure this field has at least {limit} characters.':
    'Ce champ doit contenir au moins {limit} caractères.',
  'Ensure this field has no more than {limit} characters.':
    'Ce champ doit contenir au plus {limit} caractères.',
  'Ensure this value is greater than or equal to {limit}.':
    'Cette valeur doit être supérieure ou égale à {limit}.',
  'Ensure this value is less than or equal to {limit}.':
    'Cette valeur doit être inférieure ou égale à {limit}.',
  'Ensure this list has at least {limit} entries.':
    'Cette liste doit contenir au moins {limit} éléments.',
  'Ensure this list has no more than {limit} entries.':
    'Cette liste doit contenir au plus {limit} éléments.',
  'Expected integer.': 'Un nombre entier est attendu.',
  'Expected number.': 'Un nombre est attendu.',
  'Expected a finite number.': 'Un nombre fini est attendu.',
  'Expected string.': 'Un texte est attendu.',
  'Expected boolean.': 'Une valeur true ou false est attendue.',
  'Expected object.': 'Un objet est attendu.',
  'Expected array.': 'Une liste est attendue.',
  'Expected {type}.': 'Valeur attendue : {type}.',
  'must be a finite number': 'doit être un nombre fini',
  'This value does not have the expected form.': 'Cette valeur n’a pas la forme attendue.',
  'This is not a valid choice.': 'Ce choix n’est pas valide.',
  'This field is not expected here.': 'Ce champ n’est pas attendu ici.',
  'This value is not valid.': 'Cette valeur n’est pas valide.',
  'Must be one of {values}.': 'Doit être l’une de ces valeurs : {values}.',
  'Ensure this value is greater than _start.': 'Cette valeur doit être supérieure à _start.',
  'Ensure no more than {limit} rows are asked at once.':
    'Demandez au plus {limit} lignes à la fois.',
  'Null characters are not allowed.': 'Les caractères nuls ne sont pas autorisés.',

  // A request the server cannot read.
  'The request body is too large.': 'Le corps de la requête est trop volumineux.',
  'This content type is not supported here.': 'Ce type de contenu n’est pas accepté ici.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas un JSON valide.',
  'The body is not JSON.': 'Le corps de la requête n’est pas du JSON.',
  'This already exists.': 'Cela existe déjà.',
  'The request body stopped arriving before it was complete.':
    'Le corps de la requête a cessé d’arriver avant d’être complet.',
  'The request headers are too large.': 'Les en-têtes de la requête sont trop volumineux.',
  'The request took too long to arrive.': 'La requête a mis trop de temps à arriver.',
  'The request is not valid HTTP.': 'La requête n’est pas une requête HTTP valide.',
  'This address is too long.': 'Cette adresse est trop longue.',
  'This address is not valid.': 'Cette adresse n’est pas valide.',
  'This header is required.': 'Cet en-tête est obligatoire.',
  'The range lies past the end of the file.': 'La plage demandée dépasse la fin du fichier.',
  'The metrics need the Authorization header: Bearer and METRICS_TOKEN.':
    'Les métriques demandent l’en-tête Authorization : Bearer et METRICS_TOKEN.',

  // Idempotency-Key (app/idempotent-requests.ts).
  'Send at most 255 printable ASCII characters.':
    'Envoyez au plus 255 caractères ASCII imprimables.',
  'This key was sent with another request.': 'Cette clé a été envoyée avec une autre requête.',
  'A request with this Idempotency-Key is still running: send it again in a moment.':
    'Une requête avec cette Idempotency-Key est encore en cours : renvoyez-la dans un instant.',
}
