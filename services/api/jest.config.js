// API_TEST_SCOPE picks what runs: `unit` (src/**/*.spec.ts), `api` (the suites in test/ that boot
// the app on real databases) or, unset, both. CI times them as separate phases.
const SCOPES = {
  unit: ['<rootDir>/src/**/*.spec.ts'],
  api: ['<rootDir>/test/**/*.e2e-spec.ts'],
};
const scope = process.env.API_TEST_SCOPE?.trim();
if (scope && !SCOPES[scope]) {
  throw new Error(
    `API_TEST_SCOPE must be one of ${Object.keys(SCOPES).join(', ')} (got '${scope}')`,
  );
}

module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'api',
  rootDir: __dirname,
  testMatch: scope ? SCOPES[scope] : [...SCOPES.unit, ...SCOPES.api],
  // API suites boot real databases; MySQL runs need more than the default 5 s.
  testTimeout: 60000,
  maxWorkers: 2,
};
