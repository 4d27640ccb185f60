import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { post } from './auth-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const host = { host: 'shop.test' }

const newcomer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@test.example',
  password1: 'cobol-forever',
  password2: 'cobol-forever',
  ...overrides,
})

describe.each(DIALECTS)('registering on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db, {
      hosts: ['localhost', 'shop.test'],
      settings: {
        auth_registration_custom_fields: [
          { name: 'company', label: 'Company', required: true },
          { name: 'phone', label: 'Phone', required: false },
        ],
      },
    })
    await createWebsite(t.database.db, {
      name: 'Plain',
      hosts: ['plain.test'],
    })
    await createWebsite(t.database.db, {
      name: 'Closed',
      hosts: ['closed.test'],
      settings: { auth_users_registration_enabled: false },
    })
    await createWebsite(t.database.db, {
      name: 'Site password',
      hosts: ['password.test'],
      settings: { auth_method: 'password' },
    })
  })
  afterAll(() => t.close())

  const register = (body: unknown, headers: Record<string, string> = host) =>
    post(t, '/auth/register/', body, headers)

  it('creates an account that can then sign in with its password', async () => {
    const created = await register(
      newcomer({
        email: 'Grace@Test.Example',
        custom_fields: { company: ' Navy ', phone: '555', shoe_size: '38' },
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toEqual({
      uid: expect.any(String),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@test.example',
      show_billing_settings: true,
      staff_role: null,
    })
    const stored = await t.database.db
      .selectFrom('users')
      .select(['email', 'custom_fields', 'password_hash'])
      .where('uid', '=', created.json().uid)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.custom_fields)).toEqual({ company: 'Navy', phone: '555' })
    expect(stored.password_hash).toMatch(/^scrypt\$10\$8\$1\$/)

    const login = await post(
      t,
      '/auth/login/',
      { email: 'grace@test.example', password: 'cobol-forever' },
      host,
    )
    expect(login.statusCode).toBe(200)
  })

  it('answers 409 naming the e-mail when the address already has an account', async () => {
    await createUser(t.database.db, websiteUid, { email: 'taken@test.example' })
    const answer = await register(
      newcomer({ email: 'TAKEN@test.example', custom_fields: { company: 'X' } }),
    )
    expect(answer.statusCode).toBe(409)
    expect(answer.json().details).toEqual({
      email: ['Un compte existe déjà avec cette adresse e-mail.'],
    })
  })

  it('creates one account when the same address registers twice at once', async () => {
    const body = newcomer({ email: 'twins@test.example' })
    const answers = await Promise.all([
      register(body, { host: 'plain.test' }),
      register(body, { host: 'plain.test' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const conflict = answers.find((answer) => answer.statusCode === 409)
    expect(conflict?.json().details.email).toEqual([
      'Un compte existe déjà avec cette adresse e-mail.',
    ])
  })

  it('lets the same e-mail have an account on another website', async () => {
    await createUser(t.database.db, websiteUid, { email: 'twice@test.example' })
    const answer = await register(newcomer({ email: 'twice@test.example' }), {
      host: 'plain.test',
    })
    expect(answer.statusCode).toBe(201)
  })

  it('requires the custom fields the website marks required', async () => {
    const missing = await register(newcomer({ email: 'nocompany@test.example' }))
    expectFieldError(missing, 'custom_fields')
    const blank = await register(
      newcomer({ email: 'nocompany@test.example', custom_fields: { company: '  ' } }),
    )
    expectFieldError(blank, 'custom_fields')
  })

  it('refuses a confirmation that differs from the password', async () => {
    const answer = await register(newcomer({ password2: 'cobol-forever!' }), {
      host: 'plain.test',
    })
    expectFieldError(answer, 'password2')
    expect(answer.json().details.password2).toEqual([
      'Les deux mots de passe ne sont pas identiques',
    ])
  })

  it.each([
    ['a missing first name', { first_name: undefined }, 'first_name'],
    ['a blank first name', { first_name: '   ' }, 'first_name'],
    ['a too long last name', { last_name: 'x'.repeat(151) }, 'last_name'],
    ['a last name of the wrong type', { last_name: { name: 'x' } }, 'last_name'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'grace.test.example' }, 'email'],
    ['a too long e-mail', { email: `${'g'.repeat(250)}@test.example` }, 'email'],
    ['a password under 8 characters', { password1: 'short', password2: 'short' }, 'password1'],
    ['a too long password', { password1: 'p'.repeat(1025) }, 'password1'],
    ['a missing confirmation', { password2: undefined }, 'password2'],
    ['custom fields of the wrong type', { custom_fields: 'company' }, 'custom_fields'],
    ['a too long custom field', { custom_fields: { company: 'c'.repeat(1001) } }, 'custom_fields'],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field) => {
    const answer = await register(newcomer({ email: 'bad@test.example', ...overrides }), {
      host: 'plain.test',
    })
    expectFieldError(answer, field)
  })

  it('answers 403 when the website does not take registrations', async () => {
    const closed = await register(newcomer(), { host: 'closed.test' })
    expect(closed.statusCode).toBe(403)
    const otherMethod = await register(newcomer(), { host: 'password.test' })
    expect(otherMethod.statusCode).toBe(403)
  })
})
