import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

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
      // The contract's schema files would bundle TypeBox into the storefront: only their types
      // may be imported there; shared values live in the contract's plain files.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`contract/(admin|auth|billing|catalogue|common|contact|errors|index|pages|playback|website)\.ts$`,
              allowTypeImports: true,
              message: 'Import types only; take values from a plain contract file.',
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
)
