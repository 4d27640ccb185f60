import { Type, type TSchema } from 'typebox'

/** A public identifier. */
export const Uid = Type.String({ minLength: 1, maxLength: 64 })

/** An ISO 8601 instant in UTC. */
export const DateTime = Type.String({ format: 'date-time' })

/** An amount in minor units (cents). */
export const Amount = Type.Integer({ minimum: 0 })

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** The `{results, count}` envelope of paginated lists. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ count: Type.Integer({ minimum: 0 }), results: Type.Array(item) })

/** A comma-joined list in a query string, e.g. `uid__in=a,b,c`. */
export const CommaList = Type.String({ maxLength: 4000, pattern: '^[^,]*(,[^,]*)*$' })

/** Deeper than any catalogue pages; keeps every database's OFFSET in range. */
export const MAX_OFFSET = 1_000_000

export const Limit = Type.Integer({ minimum: 1, maximum: 100 })
export const Offset = Type.Integer({ minimum: 0, maximum: MAX_OFFSET })
