import type { Locator, Page } from '@playwright/test'

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A password input by its label. Password inputs have no role, and a label such as "Mot de passe"
 * is also the end of "Confirmation du mot de passe": match from the label's start.
 */
export function passwordField(page: Page | Locator, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escape(label)}`))
}
