import { LANG_COOKIE } from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 45 §7, targets a thumb can hit: at 390×844 every button, checkbox, switch and pager item
 * of the back office is at least 24×24 CSS px (WCAG 2.2 2.5.8), and every button, the menu
 * button included, is 44 px high (a thumb's target on a phone); the dashboard's links look like
 * links; on the storefront the language links are 44×44 and the footer's links 44 px high.
 * Measured in the page, after its motion settles, on what is visible.
 */

const PHONE = { width: 390, height: 844 };

const ADMIN_PAGES = [
  '/admin',
  '/admin/products',
  '/admin/products/create',
  '/admin/populars',
  '/admin/messages',
  '/admin/users',
  '/admin/users/create',
  '/admin/shop',
  '/admin/audit',
];

interface Target {
  what: string;
  width: number;
  height: number;
}

/** Visible targets of one kind, with their size; hidden inputs are measured by their box. */
const measure = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const out: Target[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (!rect.width || !rect.height || style.visibility === 'hidden') continue;
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      out.push({
        what: `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 40)} “${label}”`,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      });
    }
    return out;
  }, selector);

const smaller = (targets: Target[], width: number, height: number) =>
  targets.filter((target) => target.width < width || target.height < height);

test.describe('issue 45: targets a thumb can hit', () => {
  test.use({ viewport: PHONE });

  test('every back-office page at 390 px: buttons 44 px high, checkboxes, switches and pager items 24 px or more', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_ADMIN);
    for (const path of ADMIN_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        const buttons = await measure(page, 'main button:not([role="switch"]), header button');
        expect(buttons.length, path).toBeGreaterThan(0);
        expect(smaller(buttons, 24, 44), path).toEqual([]);
        const icons = await measure(page, 'header button[aria-label]');
        expect(smaller(icons, 44, 44), path).toEqual([]);
        expect(
          smaller(
            await measure(
              page,
              'main .ant-checkbox, main [role="switch"], main .ant-pagination-item',
            ),
            24,
            24,
          ),
          path,
        ).toEqual([]);
      });
    }
  });

  test('the dashboard’s links look like links: the link colour, underlined, 44 px high', async ({
    page,
    context,
    site,
  }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_ADMIN);
    await page.goto('/admin');
    const links = page.locator('[data-testid^="dashboard-incomplete-link-"]');
    // The demo catalogue has products without some language only on some runs: measure any.
    const count = await links.count();
    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      const look = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { line: style.textDecorationLine, colour: style.color };
      });
      expect(look.line).toContain('underline');
      expect(look.colour).toBe('rgb(9, 88, 217)');
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the storefront on a phone: language links 44×44, footer links 44 px high', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const languages = await measure(page, '.bl-languages a');
    expect(languages).toHaveLength(3);
    expect(smaller(languages, 44, 44)).toEqual([]);
    const footer = await measure(page, '.bl-shop a');
    expect(footer.length).toBeGreaterThan(0);
    expect(smaller(footer, 24, 44)).toEqual([]);
  });
});
