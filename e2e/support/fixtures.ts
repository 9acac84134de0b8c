import {
  test as base,
  expect,
  type BrowserContextOptions,
  type BrowserContext,
} from '@playwright/test';
import { readE2eEnv, type E2eEnv } from './e2e-env';
import { Mailbox } from './mailbox';

export interface JourneyFixtures {
  /** Browser console errors and uncaught page errors, attached to the report when a test fails. */
  browserLog: string[];
  /** What the global setup started: origin, mail folder, remotes config file. */
  site: E2eEnv;
  /** Messages the API sent to the SMTP listener. */
  mailbox: Mailbox;
  /** Another visitor: a fresh browser context (no cookies) on the site, closed after the test. */
  newVisitor: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * Whether each browser context says it comes from an address of its own (`visitorAddress`).
   * The header goes with every request, to other origins too, where it makes a fetch need a CORS
   * preflight that a CDN refuses: a journey whose pages load from another origin turns it off.
   */
  ownAddress: boolean;
}

/** Collects what a context's pages report as going wrong. */
function recordProblems(context: BrowserContext, lines: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      lines.push(`${message.type()}: ${message.text()} (${message.page()?.url() ?? ''})`);
    }
  });
  context.on('weberror', (error) => lines.push(`page error: ${String(error.error())}`));
  context.on('requestfailed', (request) =>
    lines.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
}

let visitors = 0;

/**
 * A client address of its own for each browser context, as each shopper has (the site runs
 * behind a proxy here, TRUST_PROXY): the API throttles some requests per address, and a whole
 * suite from one address would run into limits no real visitor meets.
 */
function visitorAddress(own: boolean): Record<string, string> {
  if (!own) return {};
  visitors += 1;
  return {
    'X-Forwarded-For': `10.${process.pid % 256}.${(visitors >> 8) % 256}.${visitors % 256}`,
  };
}

export const test = base.extend<JourneyFixtures>({
  ownAddress: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, ownAddress }, use) => {
    await use({ ...visitorAddress(ownAddress), ...extraHTTPHeaders });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  site: async ({}, use) => {
    await use(readE2eEnv());
  },
  browserLog: [
    async ({ context }, use, testInfo) => {
      const lines: string[] = [];
      recordProblems(context, lines);
      await use(lines);
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        await testInfo.attach('browser-log.txt', {
          body: lines.join('\n'),
          contentType: 'text/plain',
        });
        if (process.env.BOLSOS_E2E_PRINT_BROWSER_LOG) console.log(lines.join('\n'));
      }
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.baseURL);
  },
  mailbox: async ({ site }, use) => {
    await use(new Mailbox(site.mailDir));
  },
  newVisitor: async ({ browser, site, locale, browserLog, ownAddress }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL: site.baseURL,
        locale,
        ...options,
        extraHTTPHeaders: { ...visitorAddress(ownAddress), ...options.extraHTTPHeaders },
      });
      recordProblems(context, browserLog);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** A unique, valid address for a user made by one test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@bolsos.test`;
}
