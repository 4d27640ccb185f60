import { en } from '../../web/admin/i18n/en.ts'
import { fr } from '../../web/admin/i18n/fr.ts'
import type { Language } from './texts.ts'

type Tree = { [key: string]: unknown }

/**
 * A text of the back office (react-admin's and its own) at a dotted key, `%{name}` filled in;
 * of a `one |||| many` text, the form `smart_count` asks for (one when not given).
 */
export function adminText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = { fr, en }[language]
  for (const part of key.split('.')) node = (node as Tree | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`The back office has no ${language} text ${key}`)
  const [one, many] = node.split('||||').map((form) => form.trim())
  const count = values.smart_count ?? 1
  const form = count === 1 || many === undefined ? one! : many
  return form.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}
