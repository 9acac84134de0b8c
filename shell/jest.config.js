module.exports = {
  preset: '../jest.preset.js',
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../jest.jsdom-environment.js',
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  // Merged with the preset's '@bolsos/*' mapping.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js' },
};
