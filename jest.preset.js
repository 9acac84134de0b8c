/* Shared jest settings: swc transpiles TypeScript (with decorator metadata for Nest). */
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    '^@bolsos/(.*)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
