module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'api-client',
  rootDir: __dirname,
  // Node 20 brings fetch, Response, FormData and AbortController; the fetch itself is faked per test.
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
