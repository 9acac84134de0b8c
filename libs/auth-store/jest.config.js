module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'auth-store',
  rootDir: __dirname,
  // The store logic runs in node; specs that render React opt into jsdom with a docblock.
  testEnvironment: 'node',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
