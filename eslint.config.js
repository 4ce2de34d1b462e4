import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports point one way (STYLE.md): contracts import nothing of ours; the server and the web import
// contracts but not each other; on the web a feature never imports another feature or the app.
const features = ['alerts', 'auth', 'billing', 'business', 'care-notes', 'dashboard', 'family', 'invitations', 'notifications', 'password-reset', 'sensors', 'sign-in-offers', 'users']

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings through server/lib/env.ts' },
      ],
    },
  },
  {
    files: ['server/lib/env.ts', 'server/test/**', 'e2e/**', '*.config.ts', '**/*.test.ts', 'tools/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../server/*', '../web/*', '@/*'] }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '@/*'] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/server/**',
            '@/app/*',
            ...features.filter((f) => f !== feature).map((other) => `@/features/${other}/*`),
          ],
        },
      ],
    },
  })),
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '@/app/*', '@/features/*'] }] },
  },
)
