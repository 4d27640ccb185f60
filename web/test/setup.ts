import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { appTranslator } from '../i18n/i18n.ts'
import { apiServer } from './api-server.ts'

appTranslator()
// Lazy route chunks are transformed on first use, which can take a few seconds on a cold run.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no layout: scrolling is a no-op that tests may spy on.
if (typeof window !== 'undefined') window.scrollTo = () => undefined

// Component tests (jsdom) fake the API with MSW (web/test/api-server.ts); the node-environment
// files (API client, server renderer) talk to real servers. What no handler answers goes out.
const fakesTheApi = typeof window !== 'undefined'
if (fakesTheApi) {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'bypass' }))
  afterAll(() => apiServer.close())
}

afterEach(() => {
  cleanup()
  if (fakesTheApi) apiServer.resetHandlers()
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
