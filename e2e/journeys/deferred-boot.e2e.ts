import { productWithGallery } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Issue 11 §2: a server-rendered page is complete without scripts, so the app's files are only
 * requested once the page (its photos) has loaded; a tap made before the app has hydrated is
 * held and replayed, not lost.
 */

const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;

test('a product page asks for no script before it has loaded, and a thumbnail tapped before hydration shows its photo by itself', async ({
  page,
  request,
  browserLog,
}) => {
  const product = await productWithGallery(request);
  const [, second] = product.images;

  // Hold the shell's entry until the tap has been made, as a slow phone network would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const readyStateAtRequest: string[] = [];
  await page.route(SHELL_ENTRY, async (route) => {
    readyStateAtRequest.push(await page.evaluate(() => document.readyState));
    await held;
    await route.continue();
  });

  await page.goto(encodeURI(product.path));
  const strip = page.getByTestId('gallery-track');
  await expect(strip.locator('img').first()).toHaveAttribute('alt', product.images[0].alt);
  // The page's load event (its photos) came before the app's first script was asked for.
  await expect.poll(() => readyStateAtRequest).toEqual(['complete']);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');

  // A thumbnail is a link to its photo's place in the strip: the browser scrolls there alone.
  const thumbnail = page.locator('.sf-gallery__thumbs').getByRole('link', { name: second.alt });
  await thumbnail.click();
  const inView = () =>
    strip.evaluate((el) => Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  await expect.poll(inView).toBe(1);

  // Once hydrated, the app knows which photo is shown.
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await expect(thumbnail).toHaveAttribute('aria-current', 'true');
  expect(await inView()).toBe(1);
  expect(browserLog.filter((line) => /error/i.test(line))).toEqual([]);
});

test('a link followed before hydration is an ordinary page load of the server-rendered page', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/productos/mochilas');
  const card = page.getByTestId('product-card').first().locator('a');
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('#root[data-server-rendered="true"] h1')).toBeVisible();
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
});

test('a public page starts without touching localStorage (its first use is a synchronous trip to the browser process)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { storageReads: string[] };
    record.storageReads = [];
    for (let owner: object | null = window; owner; owner = Object.getPrototypeOf(owner)) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, 'localStorage');
      if (!descriptor?.get) continue;
      const read = descriptor.get;
      Object.defineProperty(owner, 'localStorage', {
        ...descriptor,
        get(this: Window) {
          record.storageReads.push(new Error().stack ?? '');
          return read.call(this);
        },
      });
      break;
    }
  });
  for (const path of ['/', '/en/products/backpacks']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    expect(
      await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads),
    ).toEqual([]);
  }
  // The spy works: a read is recorded.
  await page.evaluate(() => window.localStorage.length);
  expect(
    await page.evaluate(
      () => (window as unknown as { storageReads: string[] }).storageReads.length,
    ),
  ).toBe(1);
});
