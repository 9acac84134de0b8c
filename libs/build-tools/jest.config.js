module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'build-tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
