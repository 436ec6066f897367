import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const typedFiles = ['apps/server/**/*.ts', 'packages/contracts/**/*.ts'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'screenshots/**',
    ],
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/house-games/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    // Playwright specs have no React; their `useLanguage` is a page helper, not a hook.
    ignores: ['apps/web/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A module's tables (`<m>-tables.ts`) are read and written only by files of the same module
    // folder; other modules go through that module's services or directory. The seed writes every
    // module's demo rows and is the one exception. (platform/ has its stricter rule below.)
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$).*-tables(\\.js)?$',
              message:
                "Another module's tables: only files in the same module folder import <m>-tables.ts; use that module's service or directory.",
            },
          ],
        },
      ],
    },
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
  {
    // Web layers (ARCHITECTURE §5): shared code (lib, components, stores, styles, locales) →
    // features → app. A feature never imports another feature, nor app/; shared code imports
    // neither. Pages that compose several features live in app/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'web-shared', pattern: 'apps/web/src/{lib,components,stores,styles,locales}' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message: 'Shared code (lib, components, stores) may not import a feature or app/.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message: 'A feature may not import app/: compose features in app/ instead.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
              message:
                'A feature may not import another feature: move shared code to lib/ or components/, composition to app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console's layers, as the web app's: shared code (lib, components, styles, locales) →
    // features → app.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/console/tsconfig.json' } },
      'boundaries/include': ['apps/console/src/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'console-shared', pattern: 'apps/console/src/{lib,components,styles,locales}' },
        { type: 'console-feature', pattern: 'apps/console/src/features/*', capture: ['feature'] },
        { type: 'console-app', pattern: 'apps/console/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'console-shared' } },
              disallow: { to: { element: { types: { anyOf: ['console-feature', 'console-app'] } } } },
              message: 'Shared code (lib, components, stores) may not import a feature or app/.',
            },
            {
              from: { element: { type: 'console-feature' } },
              disallow: { to: { element: { type: 'console-app' } } },
              message: 'A feature may not import app/: compose features in app/ instead.',
            },
            {
              from: { element: { type: 'console-feature' } },
              disallow: {
                to: {
                  element: { type: 'console-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
                },
              },
              message:
                'A feature may not import another feature: move shared code to lib/ or components/, composition to app/.',
            },
          ],
        },
      ],
    },
  },
);
