import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const typedFiles = ['apps/server/**/*.ts', 'packages/contracts/**/*.ts'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'screenshots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules where the money and security code lives.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: typedFiles })),
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    // Fastify plugins are async by contract even when they await nothing.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read `inject().json()` (any) on purpose; the assertions are the type check there.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/house-games/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // platform/ is the layer under the modules: it may not know any of them (nor the seed, which
    // writes modules' tables, nor the entry points).
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/seed/**', '**/bin/**', '**/app.js', '**/boot.js'],
              message: 'platform/ must not depend on modules, the seed or the app.',
            },
          ],
        },
      ],
    },
  },
);
