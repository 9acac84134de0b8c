module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'router',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../jest.jsdom-environment.js',
  setupFiles: ['<rootDir>/../../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
