import path from 'node:path';
import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);

/**
 * Browser journeys in the Debian Chromium package (Playwright's own browser downloads are not
 * reachable here). One worker: journey 10 rewrites the site-wide remotes config.
 */
export default defineConfig({
  testDir: path.join(__dirname, 'journeys'),
  testMatch: '**/*.e2e.ts',
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  outputDir: path.join(__dirname, 'test-results', 'artifacts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(__dirname, 'test-results', 'html'), open: 'never' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    // The shop's default visitor; journeys about detection set their own locale.
    locale: 'es-PA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
