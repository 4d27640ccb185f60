import { chance, type Random } from './random.ts'

/** Values no schema asks for, that a careless or hostile client sends. */

/** Numbers past every limit, negative, fractional, beyond what a double holds exactly. */
export const NASTY_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  -0.0001,
  2 ** 53 + 1,
  1e20,
  1e-7,
  2 ** 31,
  -(2 ** 63),
]

/** Numbers written as text, as a query string carries them or a sloppy client sends them. */
export const NASTY_NUMBER_TEXTS: readonly string[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '1e400',
  '99999999999999999999',
  '-1',
  '0x1F',
  '12abc',
  ' 12 ',
  '-0',
  '+5',
  '1_000',
  '1.5',
  '٣',
  '00012',
  '1e-400',
  '',
]

const UNICODE = 'élève Ünïcødé 漢字 🎬 \u202eevil\u202c \u200b zero-width'

/** Text that tests lengths, encodings, paths, prototypes and quoting. */
export const NASTY_TEXTS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'a'.repeat(10_000),
  'é'.repeat(70_000),
  UNICODE,
  '\ud800',
  '🎬'.repeat(300),
  '\u0000',
  'a\u0000b',
  '%00',
  'a%00b',
  '../../../../etc/passwd',
  '..',
  '.',
  '..%2F..%2Fetc',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C3%28',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  'null',
  'true',
  '[]',
  '{}',
  '\r\nX-Injected: 1',
  'Infinity',
  'NaN',
  '1e308',
  '-1',
  'staff@vitrine.demo',
  'a@b',
  '@',
  'x@y.z'.padStart(300, 'a'),
  '\\',
  '/',
  '*',
  '%s%s%n',
]

/** Structures where a scalar goes, and scalars where a structure goes. */
export function nastyShape(random: Random): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => false,
    () => [],
    () => ({}),
    () => [1, 'a', null],
    () => ['a', 'b'],
    () => ({ a: 1 }),
    () => JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    () => ({ constructor: { prototype: { polluted: true } } }),
    () => deeplyNested(random.pick([50, 1_000])),
    () => Array.from({ length: 1000 }, (_, index) => index),
  ]
  return random.pick(choices)()
}

/** `[[[…]]]` this deep. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = []
  for (let level = 0; level < depth; level += 1) value = [value]
  return value
}

/** Any value of the kinds above. */
export function nastyValue(random: Random): unknown {
  const kind = random.int(0, 3)
  if (kind === 0) return random.pick(NASTY_NUMBERS)
  if (kind === 1) return random.pick(NASTY_NUMBER_TEXTS)
  if (kind === 2) return random.pick(NASTY_TEXTS)
  return nastyShape(random)
}

/** Text as it may appear raw in an address: percent-encoded or, when it can be, not. */
export function nastyAddressText(random: Random): string {
  const raw: readonly string[] = [
    '..',
    '../',
    '../../etc/passwd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2F',
    '%2F',
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    'a%00b',
    '%C0%AE%C0%AE',
    '%FF',
    '%C3%28',
    '__proto__',
    'constructor',
    'toString',
    '%5F%5Fproto%5F%5F',
    '.',
    '~',
    'NaN',
    'Infinity',
    '-1',
    '1e308',
    '99999999999999999999',
    '%20',
    '+',
    ';',
    'a;b=c',
    'index.html',
    '..;/',
    '%252e%252e%252f',
    'a'.repeat(300),
    'a'.repeat(5000),
    '%u002e',
    '\\..\\',
    '//',
    '?',
    '#',
    '&',
    '=',
  ]
  if (chance(random, 0.6)) return random.pick(raw)
  const text = String(nastyValue(random))
  if (chance(random, 0.2)) return text
  try {
    return encodeURIComponent(text)
  } catch {
    // A lone surrogate has no UTF-8 form: it goes raw.
    return text
  }
}
