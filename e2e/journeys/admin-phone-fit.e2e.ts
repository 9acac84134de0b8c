import { API_PATHS, LANG_COOKIE, type Popular } from '@bolsos/contracts';
import type { Locator, Page } from '@playwright/test';
import { everyAdminPage, openAdminPage } from '../support/admin-pages';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 45, fault 4 and build item 3: every admin page at 390×844 fits the phone, not only the
 * page as a whole (admin-overflow.e2e.ts: `scrollWidth <= innerWidth`, which a table scrolling
 * inside its own box passes) but each thing on it: every visible button, link, input and select
 * lies within the window's width without swiping anything sideways, and within the boxes that
 * clip it (a table that scrolls, a card); no name in a list is cut. Popular shows each entry's
 * whole name with its move and Quitar buttons beside it, 44 px high, and its handle still drags;
 * the message detail's information and its "Estado" select stay inside their card.
 */

const PHONE = { width: 390, height: 844 };

/** A control that does not fit: what it is and where it goes wrong. */
type Misfit = string;

/**
 * The visible controls of the page that reach past the window's left or right edge (the page and
 * every box left at its first, unscrolled position: nothing swiped), past a box that clips them
 * (a scrolling table, `overflow: hidden`), or out of the cell or card they sit in. A box's
 * horizontal position does not depend on how far the page is scrolled down, so this holds for
 * each control once scrolled into view vertically.
 */
const misfits = (page: Page, scope = 'body') =>
  page.evaluate((root): Misfit[] => {
    const width = window.innerWidth;
    const out: string[] = [];
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes =
        typeof element.className === 'string'
          ? element.className.trim().split(/\s+/).slice(0, 2).join('.')
          : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} “${label}”`;
    };
    const controls = document
      .querySelector(root)
      ?.querySelectorAll<HTMLElement>(
        [
          'a[href]',
          'button',
          'input:not([type="hidden"])',
          'select',
          'textarea',
          '[role="button"]',
          '[role="combobox"]',
          '[role="link"]',
          '[role="switch"]',
          '[role="checkbox"]',
          '[role="radio"]',
          '[tabindex]:not([tabindex="-1"])',
          '.ant-select',
        ].join(', '),
      );
    for (const element of controls ?? []) {
      // Not shown: closed menus and dropdowns, antd's hidden measuring row, the skip link parked
      // off-screen until it has the focus (admin-phone.e2e.ts measures it focused).
      if (element.closest('[inert], [aria-hidden="true"], .bl-skip-link')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      // antd draws a checkbox's or radio's input see-through over its box: the box is measured.
      if (element.matches('input') && getComputedStyle(element).opacity === '0') continue;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        out.push(
          `${name(element)}: ${Math.round(rect.left)}–${Math.round(rect.right)} off the ${width} px window`,
        );
        continue;
      }
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const frame = box.getBoundingClientRect();
        if (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5) {
          out.push(
            `${name(element)}: ${Math.round(rect.left)}–${Math.round(rect.right)} cut by ${name(box).slice(0, 40)} ${Math.round(frame.left)}–${Math.round(frame.right)}`,
          );
          break;
        }
      }
      // Each box it sits in (a table's cell, a description list, a card, a list's item) holds it.
      for (const kind of ['td, th', '.ant-descriptions', '.ant-card', '.ant-list-item']) {
        const holder = element.parentElement?.closest(kind);
        if (!holder) continue;
        const frame = holder.getBoundingClientRect();
        if (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5) {
          out.push(
            `${name(element)}: ${Math.round(rect.left)}–${Math.round(rect.right)} sticks out of ${holder.tagName.toLowerCase()}.${holder.className.toString().split(/\s+/)[0]} ${Math.round(frame.left)}–${Math.round(frame.right)}`,
          );
          break;
        }
      }
    }
    return out;
  }, scope);

/**
 * The names of a list (each row's first link: the record it opens) that are cut: text past the
 * window's edges or past a box that clips it, or shortened with an ellipsis and no title giving
 * the whole name.
 */
const cutNames = (page: Page) =>
  page.evaluate((): string[] => {
    const width = window.innerWidth;
    const out: string[] = [];
    const rows = document.querySelectorAll<HTMLElement>(
      'main .ant-table-tbody tr[data-row-key], main .ant-list-item',
    );
    for (const row of rows) {
      if (row.closest('[aria-hidden="true"]')) continue;
      const link = row.querySelector<HTMLElement>('a[href]');
      if (!link) continue;
      const full = (link.textContent ?? '').trim();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.left < -0.5 || rect.right > width + 0.5) {
            out.push(`“${full}”: its text at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
            break;
          }
          for (
            let box = node.parentElement;
            box && box !== document.body;
            box = box.parentElement
          ) {
            if (getComputedStyle(box).overflowX === 'visible') continue;
            const frame = box.getBoundingClientRect();
            if (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5) {
              out.push(`“${full}”: its text cut by ${box.tagName.toLowerCase()}.${box.className}`);
              break;
            }
          }
        }
      }
      for (const element of [link, ...link.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(element);
        if (
          style.overflowX !== 'visible' &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.getAttribute('title') !== full
        ) {
          out.push(`“${full}”: shortened (${element.scrollWidth} > ${element.clientWidth})`);
        }
      }
    }
    return out;
  });

/** Whether a box lies within another one horizontally (and is not wider than it). */
async function inside(inner: Locator, outer: Locator): Promise<string | null> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return 'not shown';
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5
    ? null
    : `${Math.round(a.x)}–${Math.round(a.x + a.width)} not within ${Math.round(b.x)}–${Math.round(b.x + b.width)}`;
}

/**
 * Lies within the phone's width, once the page is scrolled to it vertically only: nothing is
 * swiped sideways (Playwright's own scrolling would bring a box's hidden column into view).
 */
async function onScreen(element: Locator): Promise<{ width: number; height: number }> {
  await element.evaluate((target) => {
    const rect = target.getBoundingClientRect();
    window.scrollBy(0, rect.top - window.innerHeight / 2);
  });
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not shown`);
  expect(box.y + box.height, 'scrolled into view').toBeGreaterThan(0);
  expect(box.y, 'scrolled into view').toBeLessThan(PHONE.height);
  expect(box.x, 'its left edge on screen').toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, 'its right edge on screen').toBeLessThanOrEqual(PHONE.width + 0.5);
  return box;
}

test.describe('issue 45: every admin page fits a phone, each control and name in full', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ context, site }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_ADMIN);
  });

  test('every admin page at 390 px: no control off-screen or out of its box, no name cut', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const paths = await everyAdminPage(context.request);
    expect(paths).toEqual(expect.arrayContaining(['/admin/populars', '/admin/messages']));
    const problems: string[] = [];
    for (const path of paths) {
      await test.step(path, async () => {
        await openAdminPage(page, path);
        // Lists: wait for their rows (or their empty state) so the rows are measured.
        await page
          .locator('main .ant-table-tbody tr[data-row-key], main .ant-empty, main .ant-list-item')
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        await settle(page);
        for (const misfit of await misfits(page)) problems.push(`${path}: ${misfit}`);
        for (const cut of await cutNames(page)) problems.push(`${path}: ${cut}`);
      });
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('Popular: each entry’s whole name, its move buttons and Quitar on screen, 44 px high', async ({
    page,
    context,
  }) => {
    const response = await apiCall(context.request, 'GET', API_PATHS.populars);
    expect(response.status()).toBe(200);
    const entries = ((await response.json()) as { data: Popular[] }).data;
    expect(entries.length, 'the demo seed has Populars').toBeGreaterThanOrEqual(2);
    await page.goto('/admin/populars');
    const table = page.getByTestId('populars-table');
    await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(entries.length);
    await settle(page);
    for (const [index, entry] of entries.entries()) {
      const name = entry.product.translations.es.name;
      await test.step(name, async () => {
        const row = table.locator(`tbody tr[data-row-key="${entry.id}"]`);
        const link = row.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await onScreen(link);
        // The whole name: not clipped by its cell or shortened.
        expect(
          await link.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = range.getBoundingClientRect();
            const cell = element.closest('td')?.getBoundingClientRect();
            if (!cell) return false;
            return (
              text.left >= cell.left - 0.5 &&
              text.right <= cell.right + 0.5 &&
              text.right <= window.innerWidth + 0.5
            );
          }),
        ).toBe(true);
        const controls = [
          row.getByRole('button', { name: `Reordenar ${name}`, exact: true }),
          row.getByRole('button', { name: `Subir ${name}`, exact: true }),
          row.getByRole('button', { name: `Bajar ${name}`, exact: true }),
          row.getByRole('button', { name: `Mover ${name} al principio`, exact: true }),
          row.getByRole('button', { name: `Quitar ${name}`, exact: true }),
        ];
        for (const control of controls) {
          await expect(control).toBeVisible();
          expect((await onScreen(control)).height, 'a thumb’s target').toBeGreaterThanOrEqual(44);
        }
        await onScreen(row.getByRole('combobox', { name: `Posición de ${name}`, exact: true }));
        // The first entry cannot go up; the last cannot go down.
        if (index === 0) await expect(controls[1]).toBeDisabled();
        if (index === entries.length - 1) await expect(controls[2]).toBeDisabled();
      });
    }
    expect(await misfits(page, 'main'), 'Popular’s controls').toEqual([]);
    expect(await cutNames(page), 'Popular’s names').toEqual([]);
  });

  test('Popular on a phone: an entry dragged by its handle onto the next one takes its place', async ({
    page,
    context,
  }) => {
    const before = (
      (await (await apiCall(context.request, 'GET', API_PATHS.populars)).json()) as {
        data: Popular[];
      }
    ).data;
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before.map((entry) => entry.product.translations.es.name);
    try {
      await page.goto('/admin/populars');
      const table = page.getByTestId('populars-table');
      await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(before.length);
      await settle(page);
      const handle = table.getByRole('button', { name: `Reordenar ${first}`, exact: true });
      const target = table.locator(`tbody tr[data-row-key="${before[1].id}"]`);
      const row = table.locator(`tbody tr[data-row-key="${before[0].id}"]`);
      const [from, start, to] = [
        await handle.boundingBox(),
        await row.boundingBox(),
        await target.boundingBox(),
      ];
      if (!from || !start || !to) throw new Error('the handle or the rows are not shown');
      const saved = page.waitForResponse(
        (answer) =>
          new URL(answer.url()).pathname === `/api${API_PATHS.popularsOrder}` &&
          answer.request().method() === 'PUT',
      );
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      // Past dnd-kit's 5 px, then in steps until the entry lies where the next one is.
      await page.mouse.move(x, y + 10, { steps: 3 });
      await page.mouse.move(x, y + (to.y - start.y), { steps: 10 });
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      await expect
        .poll(async () =>
          (
            await table.locator('tbody tr[data-row-key] a[href*="/products/"]').allTextContents()
          ).slice(0, 2),
        )
        .toEqual([second, first]);
    } finally {
      const response = await apiCall(context.request, 'PUT', API_PATHS.popularsOrder, {
        ids: before.map((entry) => entry.id),
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  });

  test('the message detail: its information and the Estado select stay inside their card', async ({
    page,
    context,
  }) => {
    const paths = await everyAdminPage(context.request);
    const detail = paths.find((path) => /^\/admin\/messages\/\d+$/.test(path));
    if (!detail) throw new Error(`no message detail among ${paths.join(', ')}`);
    await page.goto(detail);
    const info = page.getByTestId('message-detail');
    await expect(info).toBeVisible({ timeout: 15_000 });
    await settle(page);
    const card = page.locator('.ant-card').filter({ has: info });
    const select = page.getByTestId('message-status-select');
    await onScreen(select);
    expect(await inside(info, card), 'the information within its card').toBeNull();
    expect(await inside(select, card), 'the Estado select within the card').toBeNull();
    expect(await inside(select, info), 'the Estado select within the information').toBeNull();
    // Nothing in the information is wider than its box, e-mail addresses included.
    expect(
      await info.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('*'))
          .filter((child) => child.scrollWidth > child.clientWidth + 1)
          .filter((child) => getComputedStyle(child).overflowX !== 'visible')
          .map((child) => `${child.tagName} ${child.scrollWidth} > ${child.clientWidth}`),
      ),
    ).toEqual([]);
    expect(
      await info.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll<HTMLElement>('th, td, a, time, span'))
          .filter((child) => {
            const rect = child.getBoundingClientRect();
            return (
              rect.width > 0 && (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5)
            );
          })
          .map((child) => `${child.tagName} “${(child.textContent ?? '').slice(0, 30)}”`);
      }),
      'nothing of the information past its edges',
    ).toEqual([]);
    expect(await misfits(page, 'main'), 'the message page’s controls').toEqual([]);
  });
});
