import { isRecord } from '../../../../contract/values/is-record.ts'
import type {
  Background,
  ButtonProps,
  ImageProps,
  TextProps,
} from '../../../../contract/schemas/pages.ts'

/**
 * Blocks come loosely typed from the API so that an older block still loads (contract/schemas/pages.ts):
 * these readers give every renderer complete values, whatever a field holds.
 */

export type Fields = Record<string, unknown>

export const readString = (value: unknown): string => (typeof value === 'string' ? value : '')

function readChoice<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback
}

const ALIGNS = ['left', 'center', 'right', 'justify'] as const

export function readText(value: unknown): TextProps {
  const text = isRecord(value) ? value : {}
  const size = Number(text.fontSize)
  return {
    text: readString(text.text),
    color: readString(text.color),
    fontFamily: readString(text.fontFamily),
    textAlign: readChoice(text.textAlign, ALIGNS, 'left'),
    fontSize: Number.isFinite(size) ? Math.min(160, Math.max(8, size)) : 18,
    fontIsBold: text.fontIsBold === true,
    fontIsItalic: text.fontIsItalic === true,
  }
}

const ACTIONS = ['link', 'subscribe', 'donate', 'contact', 'none'] as const

export function readButton(value: unknown): ButtonProps {
  const button = isRecord(value) ? value : {}
  return {
    text: readString(button.text),
    action: readChoice(button.action, ACTIONS, 'none'),
    href: readString(button.href),
    variant: readChoice(button.variant, ['contained', 'outlined', 'text'] as const, 'contained'),
    size: readChoice(button.size, ['small', 'medium', 'large'] as const, 'medium'),
    shape: readChoice(button.shape, ['rounded', 'square', 'pill'] as const, 'rounded'),
    color: readString(button.color),
    colorText: readString(button.colorText),
  }
}

export function readImage(value: unknown): ImageProps {
  const image = isRecord(value) ? value : {}
  return {
    src: readString(image.src),
    fileId: null,
    cover: image.cover !== false,
    position: readString(image.position) || 'center',
  }
}

export function readBackground(value: unknown): Background {
  const background = isRecord(value) ? value : {}
  return {
    type: readChoice(background.type, ['none', 'color', 'image'] as const, 'none'),
    color: readString(background.color),
    src: readString(background.src),
  }
}

/** The entries of a list field that are objects, each read by `read`. */
export function readList<T>(value: unknown, read: (entry: Fields) => T): T[] {
  return Array.isArray(value) ? value.filter(isRecord).map(read) : []
}
