import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { appTranslator } from '../i18n/i18n.ts'

appTranslator()
// Lazy route chunks are transformed on first use, which can take a few seconds on a cold run.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no layout: scrolling is a no-op that tests may spy on.
if (typeof window !== 'undefined') window.scrollTo = () => undefined

afterEach(() => {
  cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
