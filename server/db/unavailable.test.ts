import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

/** An error as pg or Node shape it: a message and, often, a code. */
function failure(message: string, code?: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), code ? { code } : {})
}

describe('telling a database that is away from a request that is wrong', () => {
  it.each([
    ['a restart or pg_terminate_backend', failure('terminating connection', '57P01')],
    ['a crashed server', failure('terminating connection', '57P02')],
    ['a server starting up', failure('the database system is starting up', '57P03')],
    ['a full server', failure('sorry, too many clients already', '53300')],
    ['a connection failure', failure('connection failure', '08006')],
    ['a refused connection', failure('connection refused', '08001')],
    ['no server listening', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', failure('read ECONNRESET', 'ECONNRESET')],
    ['a network cut', failure('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['a dropped connection', failure('Connection terminated unexpectedly')],
    ['a slow connection', failure('Connection terminated due to connection timeout')],
    ['a busy pool', failure('timeout exceeded when trying to connect')],
    [
      'a connection that died while checked out',
      failure('Client has encountered a connection error and is not queryable'),
    ],
    ['a wrapped socket error', failure('query failed', undefined, failure('x', 'ECONNRESET'))],
  ])('counts %s as unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a duplicate key', failure('duplicate key value violates unique constraint', '23505')],
    ['a bad value', failure('invalid input syntax for type uuid', '22P02')],
    ['a missing table', failure('relation "x" does not exist', '42P01')],
    ['a protocol violation', failure('bind message supplies 2 parameters', '08P01')],
    ['a statement timeout', failure('canceling statement due to statement timeout', '57014')],
    ['a locked SQLite file', failure('database is locked', 'SQLITE_BUSY')],
    ['a visitor hanging up', failure('aborted', 'ECONNRESET')],
    ['a request body cut short', Object.assign(failure('x', 'ECONNRESET'), { statusCode: 400 })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'uid')")],
    ['something not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('does not count %s as unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
