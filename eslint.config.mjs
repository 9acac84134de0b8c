import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/**
 * Tags: scope (shared | storefront | admin | shell | api | e2e), type (app | feature |
 * data-access | ui | util | contracts | e2e) and platform (browser | node | any).
 * Each constraint names exactly what a tag may depend on; there is no '*' → '*' escape hatch.
 */
const depConstraints = [
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
  // Build tooling runs in Node inside the bundler; only the apps' build configs import it.
  {
    sourceTag: 'platform:build',
    onlyDependOnLibsWithTags: ['platform:build', 'platform:node', 'platform:any'],
  },
  {
    sourceTag: 'platform:browser',
    onlyDependOnLibsWithTags: ['platform:browser', 'platform:any', 'platform:build'],
    bannedExternalImports: [
      '@nestjs/*',
      'typeorm',
      'mysql2',
      'better-sqlite3',
      'express*',
      'argon2',
      'nodemailer',
      'sharp',
    ],
  },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:data-access'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:ui'] },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:contracts',
      'type:util',
      'type:data-access',
      'type:ui',
      'type:build-tools',
    ],
  },
  {
    sourceTag: 'type:build-tools',
    onlyDependOnLibsWithTags: ['type:build-tools', 'type:contracts'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:api',
    bannedExternalImports: [
      'react',
      'react-dom',
      'react-router',
      'antd',
      '@ant-design/*',
      // i18next itself is allowed, but only through the API's one door (API_I18N_DOOR below).
      'react-i18next',
      'i18next-resources-to-backend',
      'zustand',
    ],
  },
  // The shell's own admin pages (landing, profile) may use the admin remotes' stateless kit; it is
  // bundled into their lazy chunks, never into a public page's.
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
  { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const WRAPPED_IMPORTS = [
  { name: 'axios', message: 'Use @bolsos/api-client.' },
  // libs/i18n wraps i18next and react-i18next: one copy on the page, inside its singleton.
  { name: 'i18next', message: 'Use @bolsos/i18n.' },
  { name: 'react-i18next', message: 'Use @bolsos/i18n.' },
  { name: 'i18next-resources-to-backend', message: 'Use @bolsos/i18n.' },
];

/**
 * The API says its messages (contracts' catalogues) through an i18next instance of its own, made
 * in this one file: every other API file, its tests included, calls the `translate` it exports.
 */
const API_I18N_DOOR = 'services/api/src/common/i18n/messages.ts';
const API_I18N_IMPORT = { name: 'i18next', message: `Use translate from ${API_I18N_DOOR}.` };
const API_WRAPPED_IMPORTS = WRAPPED_IMPORTS.filter((entry) => entry.name !== 'i18next');

/**
 * The page's router is the @bolsos/router singleton (one location and set of contexts for the
 * shell and every remote), which wraps react-router: importing react-router anywhere else would
 * load a second copy with contexts of its own (federation shares the wrapper, not the package).
 */
const ROUTER_IMPORT = { name: 'react-router', message: 'Use @bolsos/router.' };

/**
 * no-restricted-imports options refusing `entries` by name and by any subpath of the name
 * (`react-router/dom`, `i18next/dist/…`): a subpath is the same vendor through another door.
 */
function restrict(entries, extraPatterns = []) {
  return {
    paths: entries,
    patterns: [
      ...entries.map(({ name, message }) => ({ group: [`${name}/*`], message })),
      ...extraPatterns,
    ],
  };
}

/**
 * bulletproof-react inside each front-end app: a feature never reaches into another feature, and
 * shared code knows no feature (imports flow shared → features → app). One zone per feature,
 * read from the folders, so a new feature is covered without touching this file.
 */
const FEATURE_APPS = ['shell', 'mfe-storefront', 'mfe-admin-users', 'mfe-admin-products'];
function featureZones() {
  return FEATURE_APPS.flatMap((app) => {
    const features = `./${app}/src/features`;
    let names = [];
    try {
      names = readdirSync(features, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
    return [
      ...names.map((name) => ({
        target: `${features}/${name}`,
        from: features,
        except: [`./${name}`],
        message: 'Features never import each other: move the shared part to src/shared.',
      })),
      {
        target: `./${app}/src/shared`,
        from: features,
        message: 'Shared code knows no feature.',
      },
    ];
  });
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/.nx',
      '**/test-results/**',
      'data/**',
      'tmp/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
          // The platform singletons (PLATFORM_LIBS in libs/build-tools/src/federation-options.ts)
          // are Module Federation shared modules: always async chunks of their own, whether an
          // app imports them statically or not, so importing one lazily as well (the shell
          // requests them ahead of its bootstrap) cannot pull it into a bundle.
          checkDynamicDependenciesExceptions: ['auth-store', 'i18n', 'api-client', 'ui', 'router'],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The HTTP client and i18next are wrapped once (libs/api-client, libs/i18n); the router is
    // libs/router.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/api-client/**', 'libs/i18n/**', 'services/api/test/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': ['error', restrict([...WRAPPED_IMPORTS, ROUTER_IMPORT])],
    },
  },
  {
    // The other wrapper libs, left out above, may import only the vendor each of them wraps.
    files: ['libs/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrict([...WRAPPED_IMPORTS.filter((entry) => entry.name !== 'axios'), ROUTER_IMPORT]),
      ],
    },
  },
  {
    files: ['libs/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrict([...WRAPPED_IMPORTS.filter((entry) => entry.name === 'axios'), ROUTER_IMPORT]),
      ],
    },
  },
  {
    // libs/router wraps react-router; it is the one place that imports it.
    files: ['libs/router/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', restrict(WRAPPED_IMPORTS)] },
  },
  {
    // The API wraps i18next once, in API_I18N_DOOR; the door itself may import it.
    files: ['services/api/src/**/*.ts'],
    ignores: [API_I18N_DOOR],
    rules: {
      'no-restricted-imports': [
        'error',
        restrict([...API_WRAPPED_IMPORTS, API_I18N_IMPORT, ROUTER_IMPORT]),
      ],
    },
  },
  {
    // The API suites (left out of the wrapped-imports rule above, they drive axios) translate
    // through the door too.
    files: ['services/api/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', restrict([API_I18N_IMPORT])] },
  },
  {
    files: [API_I18N_DOOR],
    rules: {
      'no-restricted-imports': ['error', restrict([...API_WRAPPED_IMPORTS, ROUTER_IMPORT])],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: featureZones() }] },
  },
  {
    // Design §1 and §7: public pages never download antd; the storefront has its own components.
    files: ['mfe-storefront/src/**/*.ts', 'mfe-storefront/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrict(
          [...WRAPPED_IMPORTS, ROUTER_IMPORT],
          [
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'The storefront never loads antd (design §7): use its own components.',
            },
          ],
        ),
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, react, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
];
