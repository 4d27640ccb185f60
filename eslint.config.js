import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** The storefront's features: each stands alone, sharing only through app, lib, ui and api. */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'web/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Everything of web/ but the back office: the storefront, which never loads the back office's code. */
const STOREFRONT = readdirSync(path.join(import.meta.dirname, 'web'))
  .filter((name) => name !== 'admin')
  .map((name) => `./web/${name}`)

export default tseslint.config(
  // HLS segments are MPEG-TS files whose names end in .ts, not TypeScript.
  { ignores: ['node_modules', 'data', 'dist', 'coverage', '**/hls/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/**/test/**'],
    rules: {
      // contract/schemas would bundle TypeBox into the storefront: only their types may be
      // imported there; the values shared with the server live in contract/values.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`contract/schemas/`,
              allowTypeImports: true,
              message: 'Import types only from contract/schemas; take values from contract/values.',
            },
          ],
        },
      ],
    },
  },
  {
    // What contract/values holds runs in the browser: it takes only types from the schemas.
    files: ['contract/values/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`/schemas/`,
              allowTypeImports: true,
              message:
                'contract/values stays free of TypeBox: import types only from contract/schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or catches, or one given where a
    // plain function is expected (an event handler), loses its errors.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A form library's submit handler returns a promise it settles itself.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported TypeScript files are read with TypeScript's parser, to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Boundaries: the storefront never reaches into the server, and a feature never into
    // another feature (tests and their support may start a real server).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/**/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: './server',
              message: 'The storefront never imports the server.',
            },
            {
              target: STOREFRONT,
              from: './web/admin',
              message: 'The storefront links to the back office (/admin), never imports it.',
            },
            ...FEATURES.map((feature) => ({
              target: `./web/features/${feature}`,
              from: './web/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: share through lib, ui or api.',
            })),
          ],
        },
      ],
    },
  },
)
