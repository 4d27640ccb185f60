import { describe, expect, it } from 'vitest'
import { isTvPath, redirectTarget } from './login-redirect.ts'

describe('where a visitor goes once signed in', () => {
  it.each([
    ['?redirect=%2Fmy-stuff', '/my-stuff'],
    ['?redirect=%2Fdonate%3Famount%3D20', '/donate?amount=20'],
    ['', '/'],
    ['?redirect=', '/'],
    ['?redirect=https%3A%2F%2Fevil.example%2F', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=javascript%3Aalert(1)', '/'],
    ['?redirect=%2Fauth%2Flogin', '/'],
  ])('%s leads to %s', (search, target) => {
    expect(redirectTarget(search)).toBe(target)
  })
})

describe('the TV app, which signs in by a code and never goes to the login screen', () => {
  it.each([
    ['/tv', true],
    ['/tv/sign-in', true],
    ['/tv/le-peuple-des-recifs', true],
    ['/tvshow-item', false],
    ['/', false],
    ['/auth/login', false],
  ])('%s is the TV app: %s', (pathname, tv) => {
    expect(isTvPath(pathname)).toBe(tv)
  })
})
