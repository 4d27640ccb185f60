import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  CUSTOMER_INVITATION_SORTS,
  CUSTOMER_INVITATION_STATUSES,
  INVITATION_FIELD_MAX_LENGTH,
  INVITATION_NAME_MAX_LENGTH,
} from '../values/admin-customer-invitations.ts'
import { INVITATION_LANGUAGES } from './admin-staff.ts'
import { Email } from './auth.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** An invitation to register as a customer, mailed from the back office or the command line. */
export const AdminCustomerInvitation = Type.Object({
  uid: Uid,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** The website's registration fields the invitation fills in, by name. */
  custom_fields: Type.Record(Type.String(), Type.String()),
  created_at: DateTime,
  /** The link stops working then; resending moves it on. */
  expires_at: DateTime,
  /** When the guest registered from it; null while nobody did. */
  accepted_at: Nullable(DateTime),
  /** The account registered from it; null while nobody did, or once that account is gone. */
  account_uid: Nullable(Uid),
})
export type AdminCustomerInvitation = Static<typeof AdminCustomerInvitation>

/** GET /customer-invitations/: a page of the website's customer invitations. */
export const AdminCustomerInvitationList = Type.Array(AdminCustomerInvitation)

/** GET /customer-invitations/: newest first unless `_sort` says otherwise. */
export const AdminCustomerInvitationsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(CUSTOMER_INVITATION_SORTS)),
  status: Type.Optional(Type.Enum(CUSTOMER_INVITATION_STATUSES)),
  /** Words of the guest's e-mail address or name. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AdminCustomerInvitationsQuery = Static<typeof AdminCustomerInvitationsQuery>

const Name = Type.String({ minLength: 1, maxLength: INVITATION_NAME_MAX_LENGTH })
const Language = Type.Optional(Type.Enum(INVITATION_LANGUAGES))

/** POST /customer-invitations/: whom to invite, what the registration form holds for them. */
export const AdminCustomerInvitationInput = Type.Object(
  {
    email: Email,
    first_name: Name,
    last_name: Name,
    /** Values of the website's registration fields (`auth_registration_custom_fields`). */
    custom_fields: Type.Optional(
      Type.Record(Type.String(), Type.String({ maxLength: INVITATION_FIELD_MAX_LENGTH })),
    ),
    /** The mail's language, French by default. */
    language: Language,
  },
  { additionalProperties: false },
)
export type AdminCustomerInvitationInput = Static<typeof AdminCustomerInvitationInput>

/** POST /customer-invitations/{uid}/resend/: the mail's language, French by default. */
export const AdminCustomerInvitationResendInput = Type.Object(
  { language: Language },
  { additionalProperties: false },
)
export type AdminCustomerInvitationResendInput = Static<typeof AdminCustomerInvitationResendInput>

export const AdminCustomerInvitationParams = Type.Object({ uid: Uid })
