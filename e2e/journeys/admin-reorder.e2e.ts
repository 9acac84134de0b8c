import { API_PATHS, LANG_COOKIE, type Popular } from '@bolsos/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';
import { ADMIN_VIEWPORTS, viewportOf } from '../support/viewports';

/**
 * Issue 30: Populars reordered by keyboard alone. The drag handle picks an entry up with Space,
 * the arrows move it and Space drops it, each step announced in Spanish; the new order is one save
 * and stays after a reload; the focus stays with the entry moved. "Move to top" does the same in
 * one press. Every reorder control is a target of 24 px or more. After adding an entry the focus is
 * on its handle; after removing one, on the next entry's handle, or the one before when it was
 * last. At 390×844 and at 1366×768.
 */

async function staffPopulars(request: APIRequestContext): Promise<Popular[]> {
  const response = await apiCall(request, 'GET', API_PATHS.populars);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Popular[] }).data;
}

/** The entries' names, by their link to the product (the columns shown depend on the width). */
const rowNames = (page: Page) =>
  page
    .getByTestId('populars-table')
    .locator('tbody tr[data-row-key] a[href*="/products/"]')
    .allTextContents();

/** What dnd-kit's live region (role=status) says now. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').first().textContent();

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Signs the manager in, opens /admin/populars and hands `steps` the name of a product that is not
 * popular and helpers to add it from the search and to remove an entry; the Popular list is put
 * back as it was afterwards.
 */
async function withPopularsPage(
  { page, context, site }: { page: Page; context: BrowserContext; site: { baseURL: string } },
  steps: (
    names: string[],
    added: string,
    actions: {
      addFromPicker: () => Promise<void>;
      removeEntry: (name: string) => Promise<void>;
    },
  ) => Promise<void>,
): Promise<void> {
  await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_MANAGER);
  const before = await staffPopulars(context.request);
  expect(before.length, 'the demo seed has Populars').toBeGreaterThanOrEqual(2);
  const names = before.map((entry) => entry.product.translations.es.name);
  const products = await apiCall(context.request, 'GET', `${API_PATHS.products}?per_page=50`);
  const candidate = (
    (await products.json()) as {
      data: { id: number; translations: { es: { name: string } } }[];
    }
  ).data.find((product) => !before.some((entry) => entry.product_id === product.id));
  if (!candidate) throw new Error('every product of the first page is popular already');
  const added = candidate.translations.es.name;

  /** Picks `added` in the product search from the keyboard and waits for the entry's 201. */
  const addFromPicker = async () => {
    const picker = page.getByRole('combobox', { name: 'Buscar un producto por nombre' });
    await picker.focus();
    await picker.pressSequentially(added);
    const active = page.locator('.ant-select-item-option-active');
    await expect(page.locator('.ant-select-item-option', { hasText: added }).first()).toBeVisible();
    for (let step = 0; step < 10 && (await active.textContent()) !== added; step++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(active).toHaveText(added);
    const response = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === `/api${API_PATHS.populars}` &&
        answer.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await response).status()).toBe(201);
  };

  /** Removes `name`'s entry through its button and the confirmation, from the keyboard. */
  const removeEntry = async (name: string) => {
    await page.getByRole('button', { name: `Quitar ${name}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `¿Quitar ${name} de los productos populares?`,
    });
    await expect(dialog).toBeVisible();
    const response = page.waitForResponse(
      (answer) =>
        /^\/api\/populars\/\d+$/.test(new URL(answer.url()).pathname) &&
        answer.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Quitar', exact: true }).click();
    expect((await response).status()).toBeLessThan(300);
    await expect(dialog).toHaveCount(0);
  };

  try {
    await page.goto('/admin/populars');
    await expect.poll(() => rowNames(page)).toEqual(names);
    await settle(page);
    await steps(names, added, { addFromPicker, removeEntry });
  } finally {
    // The Popular list as it was: the added entry gone, the old order.
    for (const entry of await staffPopulars(context.request)) {
      if (entry.product_id === candidate.id) {
        await apiCall(context.request, 'DELETE', API_PATHS.popular(entry.id));
      }
    }
    const response = await apiCall(context.request, 'PUT', API_PATHS.popularsOrder, {
      ids: before.map((entry) => entry.id),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

for (const viewport of ADMIN_VIEWPORTS) {
  test.describe(`at ${viewport.label}`, () => {
    test.use({ viewport: viewportOf(viewport) });

    test('issue 30: a manager reorders Populars by keyboard alone, and the order stays after a reload', async ({
      page,
      context,
      site,
    }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
      await apiLogin(context.request, DEMO_MANAGER);
      let before = await staffPopulars(context.request);
      // Three entries at least, so "to the top" crosses more than one place.
      if (before.length < 3) {
        const products = await apiCall(context.request, 'GET', `${API_PATHS.products}?per_page=10`);
        const ids = ((await products.json()) as { data: { id: number }[] }).data.map(
          ({ id }) => id,
        );
        for (const id of ids.filter((id) => !before.some((entry) => entry.product_id === id))) {
          if (before.length >= 3) break;
          const added = await apiCall(context.request, 'POST', API_PATHS.populars, {
            product_id: id,
          });
          expect(added.status(), await added.text()).toBe(201);
          before = await staffPopulars(context.request);
        }
      }
      const names = before.map((entry) => entry.product.translations.es.name);

      try {
        await page.goto('/admin/populars');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Productos populares' }),
        ).toBeVisible();
        await expect.poll(() => rowNames(page)).toEqual(names);
        await settle(page);

        await test.step('targets of 24 px or more', async () => {
          const row = page.getByTestId('populars-table').locator('tbody tr[data-row-key]').nth(1);
          for (const control of await row.getByRole('button').all()) {
            const box = await control.boundingBox();
            expect(box && box.width >= 24 && box.height >= 24, await control.innerText()).toBe(
              true,
            );
          }
        });

        const last = names[names.length - 1];
        await test.step('Space picks the last entry up, the arrows move it, Space drops it first', async () => {
          const handle = page.getByRole('button', { name: `Reordenar ${last}`, exact: true });
          await handle.focus();
          await page.keyboard.press('Space');
          await expect
            .poll(() => announced(page))
            .toContain(`Tomó ${last}, en la posición ${names.length} de ${names.length}`);
          for (let step = 1; step < names.length; step++) {
            await page.keyboard.press('ArrowUp');
            await page.waitForTimeout(150);
          }
          await expect.poll(() => announced(page)).toContain(`posición 1 de ${names.length}`);
          const saved = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname === `/api${API_PATHS.popularsOrder}` &&
              response.request().method() === 'PUT',
          );
          await page.keyboard.press('Space');
          expect((await saved).status()).toBe(200);
          await expect
            .poll(() => announced(page))
            .toContain(`${last} quedó en la posición 1 de ${names.length}`);
          const expected = [last, ...names.slice(0, -1)];
          await expect.poll(() => rowNames(page)).toEqual(expected);
          // The focus stayed with the entry moved.
          await expect.poll(() => focusedLabel(page)).toBe(`Reordenar ${last}`);
        });

        await test.step('the order is the server’s: it stays after a reload', async () => {
          const expected = [last, ...names.slice(0, -1)];
          expect(
            (await staffPopulars(context.request)).map(
              (entry) => entry.product.translations.es.name,
            ),
          ).toEqual(expected);
          await page.reload();
          await expect.poll(() => rowNames(page)).toEqual(expected);
        });

        await test.step('"Move to top" from the keyboard: one save, the focus on the entry moved', async () => {
          const current = await rowNames(page);
          const target = current[current.length - 1];
          const button = page.getByRole('button', {
            name: `Mover ${target} al principio`,
            exact: true,
          });
          await button.focus();
          let saves = 0;
          page.on('request', (request) => {
            if (request.method() === 'PUT' && request.url().endsWith(API_PATHS.popularsOrder))
              saves++;
          });
          const saved = page.waitForResponse(
            (response) =>
              new URL(response.url()).pathname === `/api${API_PATHS.popularsOrder}` &&
              response.request().method() === 'PUT',
          );
          await page.keyboard.press('Enter');
          expect((await saved).status()).toBe(200);
          await expect.poll(() => rowNames(page)).toEqual([target, ...current.slice(0, -1)]);
          // At the top its "Move to top" is disabled, so its handle holds the focus.
          await expect.poll(() => focusedLabel(page)).toBe(`Reordenar ${target}`);
          expect(saves).toBe(1);
        });
      } finally {
        // Home's Popular section as it was, for the journeys after this one.
        const response = await apiCall(context.request, 'PUT', API_PATHS.popularsOrder, {
          ids: before.map((entry) => entry.id),
        });
        expect(response.status(), await response.text()).toBe(200);
      }
    });

    test('issue 30: the focus goes to the handle of the entry added', async ({
      page,
      context,
      site,
    }) => {
      test.setTimeout(120_000);
      await withPopularsPage({ page, context, site }, async (names, added, actions) => {
        await actions.addFromPicker();
        await expect.poll(() => rowNames(page)).toEqual([...names, added]);
        await expect.poll(() => focusedLabel(page)).toBe(`Reordenar ${added}`);
      });
    });

    test('issue 30: after a removal the focus goes to the next entry, or the one before when it was last', async ({
      page,
      context,
      site,
    }) => {
      test.setTimeout(120_000);
      await withPopularsPage({ page, context, site }, async (names, added, actions) => {
        await test.step('removed while first: the focus goes to the entry after it', async () => {
          await actions.addFromPicker();
          await page
            .getByRole('button', { name: `Mover ${added} al principio`, exact: true })
            .focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => rowNames(page)).toEqual([added, ...names]);
          await actions.removeEntry(added);
          await expect.poll(() => rowNames(page)).toEqual(names);
          await expect.poll(() => focusedLabel(page)).toBe(`Reordenar ${names[0]}`);
        });
        await test.step('removed while last: the focus goes to the entry before it', async () => {
          await actions.addFromPicker();
          await expect.poll(() => rowNames(page)).toEqual([...names, added]);
          await actions.removeEntry(added);
          await expect.poll(() => rowNames(page)).toEqual(names);
          await expect.poll(() => focusedLabel(page)).toBe(`Reordenar ${names[names.length - 1]}`);
        });
      });
    });
  });
}
