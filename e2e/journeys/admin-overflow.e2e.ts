import { LANG_COOKIE } from '@bolsos/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { everyAdminPage, openAdminPage } from '../support/admin-pages';
import { blocking, describeViolations, runAxe, settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 30: no admin page scrolls sideways on a phone (390×844, measured as
 * `scrollWidth <= innerWidth`); lists show a compact row (name, price or status, the row's
 * actions) with their filters and bulk actions behind one button. At 1366×768 a list fits or
 * scrolls inside its own box with its first column fixed.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function signIn(context: BrowserContext, baseURL: string, locale: 'es' | 'en' = 'es') {
  await context.addCookies([{ name: LANG_COOKIE, value: locale, url: baseURL }]);
  await apiLogin(context.request, DEMO_ADMIN);
}

/** The elements that reach past the window's right edge, widest first: what to fix. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('[inert], [aria-hidden="true"]'))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
        return `${name} right=${Math.round(rect.right)} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      })
      .slice(-5);
  });

test.describe('issue 30: no admin page scrolls sideways on a phone', () => {
  test.use({ viewport: PHONE });

  test('every admin page fits 390 px and passes axe; lists are compact with their filters and bulk actions folded', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(240_000);
    await signIn(context, site.baseURL);
    const paths = await everyAdminPage(context.request);
    expect(paths).toEqual(
      expect.arrayContaining(['/admin', '/admin/products/import', '/admin/audit']),
    );
    const problems: string[] = [];
    for (const path of paths) {
      await test.step(path, async () => {
        await openAdminPage(page, path);
        const sizes = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (sizes.scrollWidth > sizes.innerWidth) {
          problems.push(
            `${path}: ${sizes.scrollWidth} > ${sizes.innerWidth}\n  ${(await overflowing(page)).join('\n  ')}`,
          );
        }
        // The axe pass at a phone's width too (a11y.e2e.ts runs it at the default width).
        const serious = blocking(await runAxe(page));
        if (serious.length > 0) problems.push(describeViolations(`390px ${path}`, serious));
      });
    }
    await test.step('the menu drawer, open', async () => {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
      const serious = blocking(await runAxe(page));
      if (serious.length > 0) problems.push(describeViolations('390px menu drawer', serious));
      await page.keyboard.press('Escape');
    });
    expect(problems, problems.join('\n')).toEqual([]);

    await test.step('the products list: name, price and state per row; filters behind one button', async () => {
      await page.goto('/admin/products');
      const table = page.getByTestId('products-table');
      const firstRow = table.locator('tbody tr.ant-table-row').first();
      await expect(firstRow).toBeVisible();
      await expect(firstRow.getByRole('link')).toBeVisible();
      await expect(firstRow.getByText('$', { exact: false })).toBeVisible();
      await expect(firstRow.locator('.ant-tag')).toBeVisible();
      const category = page.getByTestId('products-category');
      await expect(category).toBeHidden();
      const toggle = page.getByTestId('products-fold-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(category).toBeVisible();
      await expect(page.getByTestId('products-bulk')).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  });
});

test.describe('issue 30: lists on a laptop screen', () => {
  test.use({ viewport: DESKTOP });

  test('at 1366×768 every list fits or scrolls inside its own box with its first column fixed', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(120_000);
    await signIn(context, site.baseURL, 'en');
    for (const [path, testId] of [
      ['/admin/products', 'products-table'],
      ['/admin/users', 'users-table'],
      ['/admin/messages', 'messages-table'],
      ['/admin/audit', 'audit-table'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path);
        const table = page.getByTestId(testId);
        const firstRow = table.locator('tbody tr.ant-table-row').first();
        await expect(firstRow).toBeVisible({ timeout: 15_000 });
        await settle(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        const box = table.locator('.ant-table-content, .ant-table-body').first();
        const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (!scrolls) return;
        // Scrolled to its far end, the row's first column is still there, at the box's left.
        await box.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
        });
        const fixed = firstRow.locator('td.ant-table-cell-fix-start').last();
        await expect(fixed).toBeVisible();
        const [cell, frame] = [await fixed.boundingBox(), await box.boundingBox()];
        expect(
          cell && frame && cell.x >= frame.x - 1 && cell.x + cell.width <= frame.x + frame.width,
        ).toBe(true);
        // And the last column can be reached inside the box.
        const last = firstRow.locator('td').last();
        const lastBox = await last.boundingBox();
        expect(lastBox && frame && lastBox.x + lastBox.width <= frame.x + frame.width + 1).toBe(
          true,
        );
      });
    }
  });
});
