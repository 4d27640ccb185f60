import { Type, type Static } from 'typebox'
import {
  JOB_FAILURE_KINDS,
  JOB_FAILURE_SORTS,
  JOB_FAILURE_STATES,
} from '../values/admin-job-failures.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** A job of the website that failed for good, kept until staff run it again. */
export const JobFailure = Type.Object({
  uid: Uid,
  kind: Type.Enum(JOB_FAILURE_KINDS),
  /** What it was about: a mail's recipient and subject, a thumbnail's owner. */
  subject: Type.String(),
  /** Why its last try failed, as the job said it. */
  error: Type.String(),
  /** Tries made before it was given up. */
  attempts: Type.Integer({ minimum: 1 }),
  failed_at: DateTime,
  /** When staff ran it again (null until then, and again once that run failed too). */
  retried_at: Nullable(DateTime),
})
export type JobFailure = Static<typeof JobFailure>

/** GET /job-failures/ (admin-lists.ts): newest first unless sorted otherwise. */
export const JobFailureList = Type.Array(JobFailure)

export const JobFailuresQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(JOB_FAILURE_SORTS)),
  kind: Type.Optional(Type.Enum(JOB_FAILURE_KINDS)),
  /** waiting: not run again yet (the home dashboard's to-do); retried: run again. */
  state: Type.Optional(Type.Enum(JOB_FAILURE_STATES)),
})
export type JobFailuresQuery = Static<typeof JobFailuresQuery>

export const JobFailureParams = Type.Object({ uid: Uid })
