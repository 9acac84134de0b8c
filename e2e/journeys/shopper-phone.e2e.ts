import type { Page } from '@playwright/test';
import { productWithGallery } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/** Issue 34: a shopper on a phone (390×844, touch) finds, pages through and looks at bags. */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A finger dragged from right to left across `selector`'s middle, as Chromium's touch input. */
async function swipeLeft(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.85);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    const x = from - Math.round((box.width * 0.7 * step) / 10);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('a shopper on a phone', () => {
  test.use(PHONE);

  test('swipes between a bag’s photos, and opens one full screen to zoom in', async ({
    page,
    request,
    browserLog,
  }) => {
    const product = await productWithGallery(request);
    await page.goto(encodeURI(product.path));
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    const thumbs = page.locator('.sf-gallery__thumbs a');
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');

    await swipeLeft(page, '[data-testid="gallery-track"]');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
    // A tap while the track still glides to its snap point only stops the glide, as on a phone.
    await expect
      .poll(() =>
        page
          .getByTestId('gallery-track')
          .evaluate((track) =>
            Math.abs(
              track.children[1].getBoundingClientRect().left - track.getBoundingClientRect().left,
            ),
          ),
      )
      .toBeLessThan(1);

    // A tap on the photo opens the viewer on that photo, in the page's language.
    await page
      .getByRole('link', { name: `Ampliar foto: ${product.images[1].alt}` })
      .tap({ force: true });
    const viewer = page.locator('.pswp');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('.pswp__counter')).toHaveText(`2 / ${product.images.length}`);
    const zoomIn = viewer.getByRole('button', { name: 'Acercar' });
    const shownWidth = () =>
      viewer
        .locator('.pswp__item[aria-hidden="false"] img.pswp__img')
        .evaluate((img) => img.getBoundingClientRect().width);
    const before = await shownWidth();
    await zoomIn.click();
    await expect.poll(shownWidth).toBeGreaterThan(before * 1.5);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    // Back on the page, the focus is on the photo that opened the viewer.
    await expect(
      page.getByRole('link', { name: `Ampliar foto: ${product.images[1].alt}` }),
    ).toBeFocused();
    expect(browserLog.filter((line) => /error/i.test(line))).toEqual([]);
  });

  for (const path of ['/', '/productos/mochilas', '/en', '/zh/产品/全部']) {
    test(`sees the first bags within the first screen on ${path}, the search always in reach`, async ({
      page,
    }) => {
      await page.goto(encodeURI(path));
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeVisible();
      const top = await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Every header link a thumb can hit (WCAG 2.2: 24 × 24 px).
      for (const link of await page.locator('header a').all()) {
        const box = await link.boundingBox();
        if (!box) continue;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      // Far down the page, the search box is still on screen.
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const search = page.getByRole('combobox');
      const box = await search.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    });
  }

  test('breadcrumbs, footer links and the list filters are targets a thumb can hit (24 × 24 px)', async ({
    page,
    request,
  }) => {
    /** Each visible element of `selector` smaller than 24 px either way, with its size. */
    const small = async (selector: string) => {
      const found: string[] = [];
      const elements = await page.locator(selector).all();
      expect(elements.length, `${selector} on ${page.url()}`).toBeGreaterThan(0);
      for (const element of elements) {
        const box = await element.boundingBox();
        if (!box || !(await element.isVisible())) continue;
        if (box.width < 24 || box.height < 24) {
          const text = ((await element.textContent()) ?? '').trim().slice(0, 30);
          found.push(`${selector} "${text}": ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
        }
      }
      return found;
    };
    const problems: string[] = [];
    const product = await productWithGallery(request);
    for (const path of ['/productos/mochilas', product.path]) {
      await page.goto(encodeURI(path));
      await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
      problems.push(...(await small('nav.sf-breadcrumb a')));
      problems.push(...(await small('footer a')));
    }
    await page.goto('/productos/mochilas');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    problems.push(...(await small('[data-testid="filters-toggle"]')));
    await page.getByTestId('filters-toggle').tap();
    await expect(page.getByTestId('catalog-sort')).toBeVisible();
    problems.push(
      ...(await small(
        '[data-testid="list-filters"] input, [data-testid="list-filters"] select, [data-testid="list-filters"] button',
      )),
    );
    expect(problems).toEqual([]);
  });

  test('pages through a list by page number, with targets a thumb can hit', async ({ page }) => {
    await page.goto('/productos/todos');
    const pager = page.getByTestId('catalog-pager');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Página 1 de 21');
    for (const link of await pager.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    await pager.getByRole('link', { name: 'Página 2 de 2' }).tap();
    await expect(page).toHaveURL(/\/productos\/todos\?page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Página 2 de 22');
  });
});

test.describe('search that forgives', () => {
  test('a typo finds the bag and offers the right spelling', async ({ page }) => {
    await page.goto('/buscar?q=mochilla');
    const cards = page.getByTestId('search-grid').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/mochila/i);
    const suggestion = page.getByTestId('search-did-you-mean').getByRole('link');
    await expect(suggestion).toHaveText('¿Quiso decir «mochila»?');
    await suggestion.click();
    await expect(page).toHaveURL(/\/buscar\?q=mochila$/);
    await expect(page.getByTestId('search-did-you-mean')).toHaveCount(0);
  });

  test('a query in another language of the shop finds its bags, shown in the page’s language', async ({
    page,
  }) => {
    const firstCardPath = async () =>
      decodeURI(
        (await page
          .getByTestId('search-grid')
          .getByTestId('product-card')
          .first()
          .locator('a')
          .first()
          .getAttribute('href')) ?? '',
      );
    // English and Chinese words on the Spanish shop: Spanish backpacks.
    for (const q of ['backpack', '双肩包']) {
      await page.goto(`/buscar?q=${encodeURIComponent(q)}`);
      await expect.poll(firstCardPath).toMatch(/^\/productos\/mochilas\//);
    }
    // A Spanish word on the Chinese shop: the same bags, in Chinese.
    await page.goto(`/zh/${encodeURIComponent('搜索')}?q=mochila`);
    await expect.poll(firstCardPath).toMatch(/^\/zh\/产品\/双肩包\//);
  });
});

test('on a slow phone line, what a shopper types into Contact before the app has loaded stays', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ ...PHONE, locale: 'es-PA' });
  const page = await context.newPage();
  // The line: 400 kbit/s down, 400 ms latency.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await page.goto('/contacto', { waitUntil: 'commit' });
  const name = page.getByLabel('Nombre', { exact: true });
  await name.waitFor();
  // Typed while the app's scripts are still on their way: the fields are never disabled.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(name).toBeEditable();
  await name.pressSequentially('Ana');
  await page.getByLabel('Mensaje').fill('¿Tienen la mochila Boquete en verde?');
  // The line clears: the app arrives and hydrates over what was typed.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(name).toHaveValue('Ana');
  await expect(page.getByLabel('Mensaje')).toHaveValue('¿Tienen la mochila Boquete en verde?');
});
