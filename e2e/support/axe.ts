import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the back office must pass (issue 13 §5). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What fails the journey; moderate and minor findings are printed but do not. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

let axeSource: string | undefined;

/**
 * axe-core's browser bundle, evaluated in the page rather than added as a <script>: the site's
 * Content-Security-Policy refuses inline scripts, and DevTools evaluation is not subject to it.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/**
 * Waits until nothing moves: page transitions, antd's dialog and dropdown motions and spinners
 * change colours and opacity while they run, which axe would measure half-way.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[data-transition="out"], [data-transition="in"], .ant-spin-spinning, .ant-skeleton-active',
        ) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    // Still moving after 10 s: scan anyway; axe names what it cannot measure.
    .catch(() => undefined);
}

/** Runs axe-core's WCAG A/AA rules on the page as it is now (dialogs and dropdowns included). */
export async function runAxe(page: Page): Promise<Result[]> {
  await settle(page);
  await injectAxe(page);
  const results = (await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<unknown> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_AA_TAGS,
  )) as AxeResults;
  return results.violations;
}

export function blocking(violations: Result[]): Result[] {
  return violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? 'minor'));
}

/** One line per rule and one per element it names, with what axe says to fix there. */
export function describeViolations(where: string, violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}: ${summary}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${where}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} elements)\n${nodes}${more}`;
    })
    .join('\n');
}
