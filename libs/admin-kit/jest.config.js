module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'admin-kit',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../jest.jsdom-environment.js',
  // react-router/antd need TextEncoder and matchMedia under jsdom.
  setupFiles: ['<rootDir>/../../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // antd renders slowly under jsdom when Nx runs several projects' tests at once.
  testTimeout: 20000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
