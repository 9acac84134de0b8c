module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'router',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // react-router needs TextEncoder under jsdom.
  setupFiles: ['<rootDir>/test/setup-globals.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
