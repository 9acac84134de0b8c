import nx from '@nx/eslint-plugin';
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
      'i18next',
      'react-i18next',
      'zustand',
    ],
  },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const WRAPPED_IMPORTS = [
  { name: 'axios', message: 'Use @bolsos/api-client.' },
  { name: 'i18next', message: 'Use @bolsos/i18n.' },
];

/**
 * Sharing react-router itself would put all of it on every page (federation never tree-shakes a
 * shared package); @bolsos/router is the singleton that holds a tree-shaken copy.
 */
const ROUTER_IMPORT = { name: 'react-router', message: 'Use @bolsos/router.' };

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
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The HTTP client, i18next and the router are wrapped once (libs/api-client, libs/i18n,
    // libs/router).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/api-client/**', 'libs/i18n/**', 'services/api/test/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...WRAPPED_IMPORTS, ROUTER_IMPORT] }],
    },
  },
  {
    // The router's wrapper itself; the other wrapped packages stay off limits there.
    files: ['libs/router/**/*.ts', 'libs/router/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: WRAPPED_IMPORTS }] },
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
