import { AccountMessage } from '../../../contract/values/account.ts'
import { ErrorType } from '../../../contract/values/error-types.ts'
import { isApiError } from '../../api/api-error.ts'
import type { TFunction } from '../../i18n/translator.ts'

/** A refusal of the server, said in the visitor's language: which field, and what to say. */
export interface Failure {
  field: string | null
  message: string
}

/**
 * Spec §8: the field the server named and its message. The messages the account page knows are
 * said in the visitor's language; others are shown as they come, and anything that is not a
 * refusal (a lost connection, a 5xx) is the generic error.
 */
export function failureOf(error: unknown, t: TFunction): Failure {
  if (!isApiError(error) || error.status === undefined || error.status >= 500) {
    return { field: null, message: t('form.genericError') }
  }
  const [field, messages] = Object.entries(error.details ?? {})[0] ?? [null, []]
  const said = messages[0] ?? error.message
  if (error.type === ErrorType.Conflict && field === 'email') {
    return { field, message: t('account.email.taken') }
  }
  const known: Record<string, string> = {
    [AccountMessage.WrongPassword]: t('account.wrongPassword'),
    [AccountMessage.SameEmail]: t('account.email.same'),
    [AccountMessage.StaffCannotDelete]: t('account.delete.staff'),
    [AccountMessage.LiveSubscription]: t('account.delete.subscription'),
    [AccountMessage.EmailChangeInvalid]: t('account.emailConfirm.invalid'),
  }
  return { field, message: known[said] ?? said }
}
