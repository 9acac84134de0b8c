module.exports = {
  preset: '../jest.preset.js',
  displayName: 'mfe-admin-users',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../jest.jsdom-environment.js',
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  // antd renders slowly under jsdom, more so when Nx runs several projects' tests at once.
  testTimeout: 20000,
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  // Merged with the preset's '@bolsos/*' mapping.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js' },
};
