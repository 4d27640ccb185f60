/**
 * The account page's plain values, shared by the server (links it mails, messages it answers) and
 * the storefront: no TypeBox here, so the browser can import them without the schemas.
 */

/** The storefront's account screen. */
export const ACCOUNT_PATH = '/account'

/** The storefront screen a mailed e-mail change link opens; the token is the last segment. */
export function emailChangeConfirmPath(token: string): string {
  return `${ACCOUNT_PATH}/email/${encodeURIComponent(token)}`
}

/** The storefront's printable receipt of one of the visitor's orders. */
export function accountOrderPath(orderUid: string): string {
  return `${ACCOUNT_PATH}/orders/${encodeURIComponent(orderUid)}`
}

/** Messages the server answers with; the storefront says them in the visitor's language. */
export const AccountMessage = {
  UnsubscribeInvalid: 'This unsubscribe link is not valid.',
  Unsubscribed: 'You will no longer receive offers and news by e-mail.',
  WrongPassword: 'The password is not correct.',
  EmailChangeSent: 'A confirmation link has been sent to the new address.',
  EmailChangeInvalid:
    'The confirmation link was invalid, possibly because it has already been used or has expired.',
  EmailChangeDone: 'Your e-mail address has been changed.',
  SameEmail: 'This is already your e-mail address.',
  PasswordChanged: 'Your password has been changed. Your other devices have been signed out.',
  OthersSignedOut: 'Your other devices have been signed out.',
  StaffCannotDelete:
    'Site staff cannot delete their account here. Ask the owner to remove you from the staff first.',
  LiveSubscription:
    'Cancel your subscriptions before deleting your account: they would otherwise keep renewing.',
} as const

/** How long an e-mail change link stays valid, in minutes. */
export const EMAIL_CHANGE_MINUTES = 60 * 24
