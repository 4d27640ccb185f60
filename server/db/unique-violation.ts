/** Whether a database error is a unique index refusing a row (PostgreSQL or SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string }
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed|duplicate key value/i.test(message ?? '')
  )
}
