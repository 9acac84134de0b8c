module.exports = {
  preset: '../../jest.preset.js',
  displayName: 'i18n',
  rootDir: __dirname,
  // document.cookie, <html lang> and React rendering need a DOM.
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
