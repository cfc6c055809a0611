import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// A server file imports another folder of apps/server/src only through its index.ts
// (docs/server-folders.md). A file `depth` folders below src/ leaves its folder with `depth`
// steps up, so each depth gets its own pattern; fewer steps stay inside the folder.
const deepServerImport = (depth, allowed = 'index\\.ts$') =>
  `^${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`}[^./][^/]*/(?!${allowed})`
const serverFolderImports = (depth, allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: deepServerImport(depth, allowed),
          message:
            "Import another server folder through its index.ts, and add what you need to that folder's index.ts.",
        },
      ],
    },
  ],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // Side-by-side builds (WEB_BUILD_DIR=build-…).
      'apps/web/build-*/**',
      '**/.react-router/**',
      'data/**',
      'packages/i18n/src/paraglide/**',
      'packages/i18n/project.inlang/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off', // React Router loaders throw data() responses
      '@typescript-eslint/require-await': 'off', // Fastify plugins and hooks are async by contract
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through apps/server/src/env.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A labelled scroll region takes focus so it scrolls from the keyboard (axe asks for it).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // Radio cards put their text two spans deep inside the label.
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', 'eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The one reader of process.env, and the tools that hand the environment to child processes.
    files: [
      'apps/server/src/env.ts',
      'scripts/**',
      'bench/**',
      'apps/web/playwright.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/vite.config.ts',
      'apps/web/scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Kysely's guidance: migrations are frozen in time and typed against Kysely<any>.
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@trippy/server',
                '@trippy/server/*',
                '**/apps/server/**',
                '**/server/src/**',
              ],
              message: 'apps/web never imports apps/server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature imports components/, lib/, contracts and another feature's index.ts only.
    // (This block replaces the one above for features, so it repeats its pattern.)
    files: ['apps/web/app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@trippy/server',
                '@trippy/server/*',
                '**/apps/server/**',
                '**/server/src/**',
              ],
              message: 'apps/web never imports apps/server.',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)',
              message:
                'Import another feature through its index.ts; move what features share to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`apps/server/src/${'*/'.repeat(depth)}*.ts`],
    rules: serverFolderImports(depth),
  })),
  {
    // Kysely's pattern: the Database type gathers each feature's table types.
    files: ['apps/server/src/db/schema.ts'],
    rules: serverFolderImports(1, 'index\\.ts$|.*\\.tables\\.ts$'),
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trippy/*', '**/apps/**'],
              message: 'packages/contracts imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
)
