import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runVitrine } from '../../test/support/command-line.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { connectDatabase } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'

describe('the admin command line', () => {
  let folder: string

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-cli-'))
    const database = connectDatabase({ sqliteFile: path.join(folder, 'vitrine.sqlite') })
    await migrateToLatest(database)
    await createWebsite(database.db)
    await database.db.destroy()
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const vitrine = (...args: string[]) =>
    runVitrine(
      { ...process.env, DATABASE_URL: '', DATA_DIR: folder, PASSWORD_HASH_COST: '10' },
      ...args,
    )

  it('creates a staff account that can then be found in the database', async () => {
    const created = await vitrine(
      'user',
      'create',
      '--email',
      'Owner@Site.example',
      '--password',
      'long enough',
      '--staff',
      'owner',
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain('Created owner owner@site.example')

    const database = connectDatabase({ sqliteFile: path.join(folder, 'vitrine.sqlite') })
    const user = await database.db
      .selectFrom('users')
      .select(['email', 'staff_role'])
      .executeTakeFirstOrThrow()
    await database.db.destroy()
    expect(user).toEqual({ email: 'owner@site.example', staff_role: 'owner' })
  })

  it('refuses a second account with the same e-mail in one line', async () => {
    const again = await vitrine(
      'user',
      'create',
      '--email',
      'owner@site.example',
      '--password',
      'long enough',
    )
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe(
      'vitrine: owner@site.example already has an account on Test site',
    )
  })

  const staffRoleOf = async (email: string) => {
    const database = connectDatabase({ sqliteFile: path.join(folder, 'vitrine.sqlite') })
    const user = await database.db
      .selectFrom('users')
      .select('staff_role')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    await database.db.destroy()
    return user.staff_role
  }

  it('makes an existing customer an editor, then takes the role away', async () => {
    const created = await vitrine(
      'user',
      'create',
      '--email',
      'ed@site.example',
      '--password',
      'long enough',
    )
    expect(created.stdout).toContain('Created ed@site.example')
    expect(await staffRoleOf('ed@site.example')).toBeNull()

    const granted = await vitrine(
      'user',
      'grant',
      '--email',
      'Ed@Site.example',
      '--staff',
      'editor',
    )
    expect(granted.stderr).toBe('')
    expect(granted.stdout.trim()).toBe('ed@site.example is now editor of Test site')
    expect(await staffRoleOf('ed@site.example')).toBe('editor')

    const lowered = await vitrine(
      'user',
      'grant',
      '--email',
      'ed@site.example',
      '--staff',
      'contributor',
    )
    expect(lowered.stdout.trim()).toBe('ed@site.example is now contributor of Test site')
    expect(await staffRoleOf('ed@site.example')).toBe('contributor')

    const revoked = await vitrine('user', 'revoke', '--email', 'ed@site.example')
    expect(revoked.stdout.trim()).toBe('ed@site.example is no longer staff of Test site')
    expect(await staffRoleOf('ed@site.example')).toBeNull()
  })

  it('refuses an unknown account or role in one line, changing nothing', async () => {
    const unknown = await vitrine(
      'user',
      'grant',
      '--email',
      'nobody@site.example',
      '--staff',
      'owner',
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.trim()).toBe('vitrine: nobody@site.example has no account on Test site')
    const role = await vitrine('user', 'grant', '--email', 'owner@site.example', '--staff', 'admin')
    expect(role.code).toBe(1)
    expect(role.stderr.trim()).toBe('vitrine: --staff must be owner, editor or contributor')
    expect(await staffRoleOf('owner@site.example')).toBe('owner')
  })

  it('prints an invitation link built from the public URL', async () => {
    const invited = await vitrine(
      'invitation',
      'create',
      '--email',
      'new@site.example',
      '--first-name',
      'Grace',
      '--last-name',
      'Hopper',
    )
    expect(invited.stdout.trim()).toMatch(/^http:\/\/localhost:3000\/auth\/register\/[\w-]{22}$/)
  })
})
