module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // API suites boot real databases; MySQL runs need more than the default 5 s.
  testTimeout: 60000,
  maxWorkers: 2,
};
