import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 3 §2: antd's own texts follow the language. The back office has no language prefix; its
 * switcher changes the language in place and sets the `lang` cookie, and antd's locale (here the
 * pager's button titles, which only antd writes) changes with it and stays after a reload.
 */

/** Titles antd's Pagination gives its previous/next buttons, per antd locale (es_ES, zh_CN). */
const ANTD_PAGER = {
  es: { prev: 'Página anterior', next: 'Página siguiente' },
  zh: { prev: '上一页', next: '下一页' },
} as const;

async function expectAntdPager(page: Page, lang: keyof typeof ANTD_PAGER): Promise<void> {
  await expect(page.locator('.ant-pagination-prev')).toHaveAttribute(
    'title',
    ANTD_PAGER[lang].prev,
  );
  await expect(page.locator('.ant-pagination-next')).toHaveAttribute(
    'title',
    ANTD_PAGER[lang].next,
  );
}

test('antd speaks the language chosen in the back office', async ({ page, context }) => {
  await apiLogin(context.request, DEMO_ADMIN);
  await page.goto('/admin/users');
  const table = page.getByTestId('users-table');
  await expect(table.getByText(DEMO_ADMIN.email)).toBeVisible();

  await test.step('Spanish first (the visitor default)', async () => {
    await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
    await expectAntdPager(page, 'es');
  });

  await test.step('the switcher turns the page and antd to Chinese', async () => {
    await page.getByTestId('admin-language').click();
    // antd's accessible listbox lists only the options near the active one; click the visible item.
    await page.locator('.ant-select-item-option').getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '用户', exact: true })).toBeVisible();
    await expectAntdPager(page, 'zh');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe('zh');
  });

  await test.step('the cookie keeps antd in Chinese on the next page load', async () => {
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: '产品', exact: true })).toBeVisible();
    await expectAntdPager(page, 'zh');
  });
});
