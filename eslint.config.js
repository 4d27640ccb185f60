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

/** The server's domains (server/modules/README.md): each owns its tables, read through its repository. */
const DOMAINS = readdirSync(path.join(import.meta.dirname, 'server/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The server's layers below the modules: they import no module; app.ts composes them. */
const SERVER_LAYERS = ['db', 'http', 'jobs', 'storage', 'lib', 'mail', 'i18n', 'metrics']

/**
 * Imports that break the server's boundaries today and are being moved (issue 44 part 2). Each
 * file here is exempt from the rule named; the list only shrinks.
 */
const NOT_YET_MOVED = {
  // Another domain's repository read directly: each becomes a call to that domain's service.
  repositories: ['server/modules/my-list/repo.ts', 'server/modules/purchases/repo.ts'],
}

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
    // One router per app, or its context is not shared: the back office imports react-router-dom,
    // as react-admin does (under Vitest, react-router reached directly loads a second copy that
    // react-admin's screens cannot see); the storefront imports react-router itself.
    files: ['web/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: "The back office imports 'react-router-dom'." }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router-dom', message: "The storefront imports 'react-router'." }],
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
    // Import cycles are found by scripts/check-import-cycles.ts (in `npm run lint`): the same
    // check of files as import-x/no-cycle's (static imports) in a few seconds, where the rule took
    // a quarter of ESLint's time; and the cycles between the server's domains, which it cannot see.
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
  {
    // The server's layers (server/modules/README.md): db, http, jobs and the other layers below
    // the modules import no module; the app (app.ts, app/, worker.ts, demo/) composes them.
    // Type imports count: a layer that names a module's type depends on it all the same.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/*test-support.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                ...SERVER_LAYERS.map((layer) => `./server/${layer}`),
                './server/config.ts',
                './server/errors.ts',
              ],
              from: [
                './server/modules',
                './server/app',
                './server/demo',
                './server/cli',
                './server/app.ts',
                './server/worker.ts',
                './server/main.ts',
              ],
              message: 'A layer below the modules imports no module: app.ts composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain's tables are read and written only by its own repository: another domain calls
    // its service (service.ts, staff-service.ts), never a *repo.ts.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/*test-support.ts', ...NOT_YET_MOVED.repositories],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: DOMAINS.map((domain) => ({
            target: `./server/modules/${domain}`,
            from: './server/modules/**/*repo.ts',
            except: [path.join(import.meta.dirname, 'server/modules', domain, '**')],
            message: `Another domain's repository: call its service instead (${domain} owns only its own tables).`,
          })),
        },
      ],
    },
  },
)
