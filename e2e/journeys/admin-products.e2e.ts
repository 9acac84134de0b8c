import { API_PATHS, MESSAGES, type Popular, type Product } from '@bolsos/contracts';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type JourneyFixtures } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Products issue: a manager creates a product with two images, reorders them, sees it in the
 * shop in three languages, renames it in Spanish and English (the old address redirects, and the
 * pages served before the edit show the new names at once), meets the refusal of a file that is
 * not an image, makes it popular and moves it in Home's Popular section, and deletes it (its
 * address then answers 404). Interface strings are the Spanish ones of the remotes' catalogues
 * and libs/i18n; server messages come from contracts' MESSAGES. Names carry a per-run stamp, so
 * the journey can run again on the same database.
 */

const ES = {
  category: 'Categoría', // admin.products.field.category
  backpacks: 'Mochilas', // store.category.backpacks
  price: 'Precio (USD)', // admin.products.field.price
  published: 'Publicado', // admin.products.field.published
  name: (language: string) => `Nombre (${language})`, // admin.products.field.name
  slug: 'Dirección (slug)', // admin.products.field.slug
  description: 'Descripción', // admin.products.field.description
  spanish: 'Español', // nav.language.es
  english: 'English', // nav.language.en
  chinese: '中文', // nav.language.zh
  create: 'Crear', // common.create
  save: 'Guardar', // common.save
  edit: 'Editar', // common.edit
  delete: 'Eliminar', // common.delete
  created: (name: string) => `Producto ${name} creado.`,
  updated: (name: string) => `Producto ${name} guardado.`,
  deleted: (name: string) => `Producto ${name} eliminado.`,
  deleteQuestion: (name: string) => `¿Eliminar el producto ${name}?`,
  moveImageUp: (position: number) => `Subir la imagen ${position}`,
  popularSearch: 'Buscar un producto por nombre', // admin.populars.search_product
  popularAdded: (name: string) => `${name} agregado a los productos populares.`,
  popularRemoved: (name: string) => `${name} quitado de los productos populares.`,
  popularMoveUp: (name: string) => `Subir ${name}`,
  remove: 'Quitar', // admin.populars.remove
  removeQuestion: (name: string) => `¿Quitar ${name} de los productos populares?`,
  productGone: 'Este bolso ya no está en el catálogo.', // store.product.not_found
};

/** The note on a product's Spanish page reached from Chinese, which it has no text in. */
const UNTRANSLATED_NOTE_ZH = '这款包还没有中文介绍';

/** 1234.5 in Panama's Spanish (es-PA): dollar sign first, comma thousands, point decimals. */
const PRICE = { typed: '1234.5', shown: '$1,234.50' };

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

/** Shop addresses, written out from design §2 rather than computed with the app's route table. */
const shopPath = {
  es: (slug: string) => `/productos/mochilas/${slug}`,
  en: (slug: string) => `/en/products/backpacks/${slug}`,
  zh: (slug: string) => `/zh/产品/双肩包/${slug}`,
};

/** The Backpacks list in each language. */
const LIST_PATH = {
  es: '/productos/mochilas',
  en: '/en/products/backpacks',
  zh: '/zh/产品/双肩包',
} as const;

/** The next response of the staff API to `method` on `path` (under /api). */
function apiResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api${path}` && response.request().method() === method,
  );
}

async function expectToast(page: Page, kind: 'success' | 'error', text: string): Promise<void> {
  await expect(
    page.locator(`[data-testid=toast][data-kind=${kind}]`).filter({ hasText: text }),
  ).toBeVisible();
}

async function staffProduct(request: APIRequestContext, id: number): Promise<Product> {
  const response = await apiCall(request, 'GET', API_PATHS.product(id));
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Product }).data;
}

async function staffPopulars(request: APIRequestContext): Promise<Popular[]> {
  const response = await apiCall(request, 'GET', API_PATHS.populars);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Popular[] }).data;
}

/** The `src` of each image the admin page shows, in the order shown. */
function shownImageUrls(page: Page): Promise<string[]> {
  return page
    .getByTestId('product-image')
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
}

const urlPath = (url: string) => new URL(url, 'http://x').pathname;

/** Two real pictures of different sizes and colours, and formats, so each is told apart. */
async function pictures() {
  const solid = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } });
  return [
    {
      name: 'mochila-roja.png',
      mimeType: 'image/png',
      buffer: await solid(640, 480, '#b3261e').png().toBuffer(),
    },
    {
      name: 'mochila-azul.jpg',
      mimeType: 'image/jpeg',
      buffer: await solid(600, 600, '#1e4fb3').jpeg().toBuffer(),
    },
  ];
}

/** A visitor without JavaScript, Spanish-speaking, with the language chosen (no first-visit redirect). */
async function readerWithoutJs(
  newVisitor: JourneyFixtures['newVisitor'],
  baseURL: string,
  lang: 'es' | 'en' | 'zh',
): Promise<Page> {
  const context = await newVisitor({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context.newPage();
}

/** The names on the cards of Home's Popular section, as a fresh visitor loads it. */
async function homePopularNames(newVisitor: JourneyFixtures['newVisitor']): Promise<string[]> {
  const context = await newVisitor();
  const home = await context.newPage();
  const response = await home.goto('/');
  expect(response?.status()).toBe(200);
  const cards = home.getByTestId('popular-section').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  return cards.locator('.sf-card__name').allTextContents();
}

test.describe('products: create, show in the shop, edit, make popular and delete', () => {
  let createdId = 0;

  test.afterEach(async ({ newVisitor }) => {
    // A failed run leaves no product (nor popular entry) behind for the next one.
    if (!createdId) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_MANAGER);
    await apiCall(context.request, 'DELETE', API_PATHS.product(createdId));
    createdId = 0;
  });

  test('a manager creates a product with images and follows it through the shop', async ({
    page,
    newVisitor,
    site,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const name = `Mochila Recorrido ${stamp}`;
    const englishName = `Journey Backpack ${stamp}`;
    const renamedEnglish = `Renamed Journey Backpack ${stamp}`;
    const description = `Mochila de prueba del recorrido ${stamp}, con dos bolsillos.`;
    const englishDescription = `Journey test backpack ${stamp}, with two pockets.`;
    const renamed = `Mochila Renombrada ${stamp}`;
    const files = await pictures();
    let product: Product | undefined;
    // The first Spanish slug: after the rename it redirects, after the delete it must not.
    let firstSlug = '';

    await loginThroughUi(page, DEMO_MANAGER);

    await test.step('create in Mochilas with two images → its page, the toast, both images', async () => {
      await page.goto('/admin/products/create');
      const form = page.getByTestId('product-create-form');
      await form.getByLabel(ES.category, { exact: true }).click();
      await page.locator('.ant-select-dropdown').getByTitle(ES.backpacks, { exact: true }).click();
      await form.getByLabel(ES.price, { exact: true }).fill(PRICE.typed);
      // New products are drafts; the shop steps need it published.
      await form.getByRole('switch', { name: ES.published }).click();
      await expect(form.getByRole('switch', { name: ES.published })).toBeChecked();
      const spanish = form.getByRole('group', { name: ES.spanish });
      await spanish.getByLabel(ES.name(ES.spanish), { exact: true }).fill(name);
      await spanish.getByLabel(ES.description, { exact: true }).fill(description);
      const english = form.getByRole('group', { name: ES.english });
      await english.getByLabel(ES.name(ES.english), { exact: true }).fill(englishName);
      await english.getByLabel(ES.description, { exact: true }).fill(englishDescription);
      // Chinese stays empty: the shop has no Chinese page of it.
      await expect(
        form.getByRole('group', { name: ES.chinese }).getByLabel(ES.name(ES.chinese)),
      ).toHaveValue('');

      await form.locator('input[type=file]').setInputFiles(files);
      for (const file of files)
        await expect(form.getByText(file.name, { exact: true })).toBeVisible();

      const created = apiResponse(page, 'POST', API_PATHS.products);
      const uploaded = page.waitForResponse(
        (response) =>
          /^\/api\/products\/\d+\/images$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: ES.create, exact: true }).click();
      const createResponse = await created;
      expect(createResponse.status(), await createResponse.text()).toBe(201);
      product = ((await createResponse.json()) as { data: Product }).data;
      createdId = product.id;
      firstSlug = product.translations.es.slug;
      expect(product.category).toBe('backpacks');
      expect(product.published).toBe(true);
      expect(product.translations.es.name).toBe(name);
      expect(product.translations.en?.name).toBe(englishName);
      expect(product.translations.zh).toBeUndefined();
      const uploadResponse = await uploaded;
      expect(uploadResponse.status(), await uploadResponse.text()).toBe(201);

      await expect.poll(() => pathname(page)).toBe(`/admin/products/${product?.id}`);
      await expectToast(page, 'success', ES.created(name));
      await expect(page.getByTestId('product-image')).toHaveCount(2);
      const stored = await staffProduct(page.request, product.id);
      expect(stored.images).toHaveLength(2);
      // Uploaded in the order picked: the PNG (640 wide) first, the JPEG (600) second.
      expect(stored.images.map((image) => image.width)).toEqual([640, 600]);
      expect(await shownImageUrls(page)).toEqual(stored.images.map((image) => urlPath(image.url)));
    });

    await test.step('move the second image up → the order holds after a reload', async () => {
      const id = product?.id ?? 0;
      const before = (await staffProduct(page.request, id)).images.map((image) => image.id);
      const reordered = apiResponse(page, 'PUT', API_PATHS.productImagesOrder(id));
      await page.getByRole('button', { name: ES.moveImageUp(2), exact: true }).click();
      expect((await reordered).status()).toBe(200);

      await page.reload();
      await expect(page.getByTestId('product-image')).toHaveCount(2);
      const after = await staffProduct(page.request, id);
      expect(after.images.map((image) => image.id)).toEqual([before[1], before[0]]);
      expect(after.images.map((image) => image.width)).toEqual([600, 640]);
      expect(await shownImageUrls(page)).toEqual(after.images.map((image) => urlPath(image.url)));
      product = after;
    });

    await test.step('the shop: es page rendered on the server with name, es-PA price and first image', async () => {
      const stored = product as Product;
      const slug = stored.translations.es.slug;
      expect(slug).toMatch(new RegExp(`^mochila-recorrido-${stamp}`));
      const first = stored.images[0];

      // The HTML itself, as a crawler gets it.
      const raw = await page.request.get(encodeURI(shopPath.es(slug)), {
        headers: { Accept: 'text/html', Cookie: 'lang=es' },
        maxRedirects: 0,
      });
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain('<div id="root" data-server-rendered="true">');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      expect(html).toContain(PRICE.shown);

      // The same page in a browser without JavaScript: only what the server wrote.
      const reader = await readerWithoutJs(newVisitor, site.baseURL, 'es');
      await reader.goto(encodeURI(shopPath.es(slug)));
      await expect(reader.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(reader.getByTestId('product-price')).toHaveText(PRICE.shown);
      await expect(reader.getByText(description)).toBeVisible();
      await expect(reader.getByTestId('fallback-language')).toHaveCount(0);
      const image = reader.locator('.sf-product__media img').first();
      await expect(image).toHaveAttribute('src', first.url);
      await expect(image).toHaveAttribute('alt', name);
      const srcset = (await image.getAttribute('srcset')) ?? '';
      expect(srcset.split(',').map((entry) => entry.trim())).toEqual(
        first.variants.map((variant) => `${variant.url} ${variant.width}w`),
      );
      expect(srcset).toMatch(/ 400w/);
    });

    await test.step('the en page has the English name; the zh address leads to the Spanish page, with a note in Chinese', async () => {
      const stored = product as Product;
      const english = await readerWithoutJs(newVisitor, site.baseURL, 'en');
      const enResponse = await english.goto(
        encodeURI(shopPath.en(stored.translations.en?.slug ?? '')),
      );
      expect(enResponse?.status()).toBe(200);
      await expect(
        english.getByRole('heading', { level: 1, name: englishName, exact: true }),
      ).toBeVisible();
      await expect(english.getByTestId('product-price')).toHaveText(PRICE.shown);
      await expect(english.getByTestId('fallback-language')).toHaveCount(0);
      await expect(english.locator('.sf-product__media img').first()).toHaveAttribute(
        'alt',
        englishName,
      );

      const chinese = await readerWithoutJs(newVisitor, site.baseURL, 'zh');
      const zhResponse = await chinese.goto(encodeURI(shopPath.zh(stored.translations.es.slug)));
      expect(zhResponse?.status()).toBe(200);
      const landed = new URL(chinese.url());
      expect(decodeURI(landed.pathname) + landed.search).toBe(
        `${shopPath.es(stored.translations.es.slug)}?untranslated=zh`,
      );
      await expect(chinese.locator('html')).toHaveAttribute('lang', 'es-PA');
      await expect(chinese.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      const note = chinese.getByTestId('untranslated-note');
      await expect(note).toContainText(UNTRANSLATED_NOTE_ZH);
      await expect(note).toHaveAttribute('lang', 'zh-CN');
    });

    await test.step('/productos/mochilas lists it first (newest first)', async () => {
      const stored = product as Product;
      const context = await newVisitor();
      const list = await context.newPage();
      expect((await list.goto('/productos/mochilas'))?.status()).toBe(200);
      const card = list.getByTestId('product-card').first();
      await expect(card.locator('.sf-card__name')).toHaveText(name);
      await expect(card.locator('.sf-card__price')).toHaveText(PRICE.shown);
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        encodeURI(shopPath.es(stored.translations.es.slug)),
      );
      await expect(card.locator('img')).toHaveAttribute('src', stored.images[0].url);
      // The other languages' lists too: the server keeps each of them in its page cache.
      const reader = await readerWithoutJs(newVisitor, site.baseURL, 'en');
      expect((await reader.goto(encodeURI(LIST_PATH.en)))?.status()).toBe(200);
      await expect(reader.getByTestId('product-card').first().locator('.sf-card__name')).toHaveText(
        englishName,
      );
      // No Chinese text: the Chinese list does not show it in Spanish.
      const chinese = await readerWithoutJs(newVisitor, site.baseURL, 'zh');
      expect((await chinese.goto(encodeURI(LIST_PATH.zh)))?.status()).toBe(200);
      await expect(chinese.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
    });

    await test.step('rename in Spanish → the old Spanish address answers 301 to the new one', async () => {
      const stored = product as Product;
      const oldSlug = stored.translations.es.slug;
      await page.goto(`/admin/products/${stored.id}`);
      await page.getByRole('link', { name: ES.edit, exact: true }).click();
      await expect.poll(() => pathname(page)).toBe(`/admin/products/${stored.id}/edit`);
      const spanish = page
        .getByTestId('product-edit-form')
        .getByRole('group', { name: ES.spanish });
      const nameField = spanish.getByLabel(ES.name(ES.spanish), { exact: true });
      await expect(nameField).toHaveValue(name);
      await nameField.fill(renamed);
      await page
        .getByTestId('product-edit-form')
        .getByRole('group', { name: ES.english })
        .getByLabel(ES.name(ES.english), { exact: true })
        .fill(renamedEnglish);
      // An empty slug is made from the name again (admin.products.slug_hint).
      await spanish.getByLabel(ES.slug, { exact: true }).fill('');
      const updated = apiResponse(page, 'PUT', API_PATHS.product(stored.id));
      await page
        .getByTestId('product-edit-form')
        .getByRole('button', { name: ES.save, exact: true })
        .click();
      const response = await updated;
      expect(response.status(), await response.text()).toBe(200);
      product = ((await response.json()) as { data: Product }).data;
      const newSlug = product.translations.es.slug;
      expect(newSlug).toMatch(new RegExp(`^mochila-renombrada-${stamp}`));
      expect(product.translations.en?.slug).toBe(stored.translations.en?.slug);

      await expect.poll(() => pathname(page)).toBe(`/admin/products/${stored.id}`);
      await expectToast(page, 'success', ES.updated(renamed));

      const old = await page.request.get(encodeURI(shopPath.es(oldSlug)), {
        headers: { Accept: 'text/html', Cookie: 'lang=es' },
        maxRedirects: 0,
      });
      expect(old.status()).toBe(301);
      expect(decodeURI(urlPath(old.headers()['location'] ?? ''))).toBe(shopPath.es(newSlug));

      const context = await newVisitor();
      const visitor = await context.newPage();
      await visitor.goto(encodeURI(shopPath.es(oldSlug)));
      await expect.poll(() => pathname(visitor)).toBe(shopPath.es(newSlug));
      await expect(
        visitor.getByRole('heading', { level: 1, name: renamed, exact: true }),
      ).toBeVisible();
    });

    await test.step('the pages served before the edit show it on the next request, in es, en and zh', async () => {
      const stored = product as Product;
      for (const [lang, shown] of [
        ['es', renamed],
        ['en', renamedEnglish],
      ] as const) {
        const reader = await readerWithoutJs(newVisitor, site.baseURL, lang);
        expect((await reader.goto(encodeURI(LIST_PATH[lang])))?.status()).toBe(200);
        await expect(
          reader.getByTestId('product-card').first().locator('.sf-card__name'),
        ).toHaveText(shown);
      }
      const english = await readerWithoutJs(newVisitor, site.baseURL, 'en');
      await english.goto(encodeURI(shopPath.en(stored.translations.en?.slug ?? '')));
      await expect(
        english.getByRole('heading', { level: 1, name: renamedEnglish, exact: true }),
      ).toBeVisible();
    });

    await test.step('a text file named .png is refused with the translated message; nothing added', async () => {
      const stored = product as Product;
      await page.goto(`/admin/products/${stored.id}`);
      await expect(page.getByTestId('product-image')).toHaveCount(2);
      const refused = apiResponse(page, 'POST', API_PATHS.productImages(stored.id));
      await page
        .getByTestId('product-images')
        .locator('input[type=file]')
        .setInputFiles({
          name: 'notas.png',
          mimeType: 'image/png',
          buffer: Buffer.from('Esto es texto, no una imagen.\n'),
        });
      const response = await refused;
      expect(response.status()).toBe(422);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      const reason = MESSAGES.es['validation.image_type'].replace('{{file}}', 'notas.png');
      expect(body.errors['images.0']).toEqual([reason]);
      // The toast names the file and its reason, not only the 422's summary.
      const toasts = page.locator('[data-testid=toast][data-kind=error]');
      await expect(toasts.filter({ hasText: reason })).toBeVisible();
      await expect(toasts.filter({ hasText: MESSAGES.es['errors.data_invalid'] })).toHaveCount(0);

      await expect(page.getByTestId('product-image')).toHaveCount(2);
      const after = await staffProduct(page.request, stored.id);
      expect(after.images.map((image) => image.id)).toEqual(stored.images.map((image) => image.id));
    });

    await test.step('populars: add it (last), move it up one → Home shows it there', async () => {
      const stored = product as Product;
      await page.goto('/admin/populars');
      const table = page.getByTestId('populars-table');
      const rowNames = () =>
        table.locator('tbody tr[data-row-key] td:nth-child(3)').allTextContents();
      await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
      const before = await staffPopulars(page.request);
      expect(before.map((entry) => entry.product_id)).not.toContain(stored.id);
      expect(before.length).toBeGreaterThanOrEqual(2);

      const picker = page.getByRole('combobox', { name: ES.popularSearch });
      await picker.click();
      const searched = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api${API_PATHS.products}` &&
          new URL(response.url()).searchParams.get('search') === renamed,
      );
      await picker.fill(renamed);
      expect((await searched).status()).toBe(200);
      const added = apiResponse(page, 'POST', API_PATHS.populars);
      await page.locator('.ant-select-dropdown').getByTitle(renamed, { exact: true }).click();
      expect((await added).status()).toBe(201);
      await expectToast(page, 'success', ES.popularAdded(renamed));
      await expect
        .poll(rowNames)
        .toEqual([...before.map((e) => e.product.translations.es.name), renamed]);

      const moved = apiResponse(page, 'PUT', API_PATHS.popularsOrder);
      await page.getByRole('button', { name: ES.popularMoveUp(renamed), exact: true }).click();
      expect((await moved).status()).toBe(200);
      const expected = before.map((entry) => entry.product.translations.es.name);
      expected.splice(expected.length - 1, 0, renamed);
      await expect.poll(rowNames).toEqual(expected);
      const now = await staffPopulars(page.request);
      expect(now.map((entry) => entry.product.translations.es.name)).toEqual(expected);

      const home = await homePopularNames(newVisitor);
      const published = now
        .filter((entry) => entry.product.published)
        .map((entry) => entry.product.translations.es.name);
      expect(home).toEqual(published);
      expect(home.indexOf(renamed)).toBe(published.length - 2);
    });

    await test.step('remove it from the populars after the confirmation → gone from Home', async () => {
      const table = page.getByTestId('populars-table');
      await page.getByRole('button', { name: `${ES.remove} ${renamed}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: ES.removeQuestion(renamed) });
      await expect(dialog).toBeVisible();
      const removed = page.waitForResponse(
        (response) =>
          /^\/api\/populars\/\d+$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'DELETE',
      );
      await dialog.getByRole('button', { name: ES.remove, exact: true }).click();
      expect((await removed).status()).toBe(204);
      await expect(dialog).toBeHidden();
      await expectToast(page, 'success', ES.popularRemoved(renamed));
      await expect(table.getByText(renamed, { exact: true })).toHaveCount(0);
      const now = await staffPopulars(page.request);
      expect(now.map((entry) => entry.product_id)).not.toContain(product?.id);

      const home = await homePopularNames(newVisitor);
      expect(home).not.toContain(renamed);
      expect(home).toEqual(
        now
          .filter((entry) => entry.product.published)
          .map((entry) => entry.product.translations.es.name),
      );
    });

    await test.step('delete it from its page after the confirmation → the list; its shop address 404s', async () => {
      const stored = product as Product;
      await page.goto(`/admin/products/${stored.id}`);
      await page.getByTestId('product-delete').click();
      const dialog = page.getByRole('dialog', { name: ES.deleteQuestion(renamed) });
      await expect(dialog).toBeVisible();
      const deleted = apiResponse(page, 'DELETE', API_PATHS.product(stored.id));
      await dialog.getByRole('button', { name: ES.delete, exact: true }).click();
      expect((await deleted).status()).toBe(204);
      createdId = 0;

      await expect.poll(() => pathname(page)).toBe('/admin/products');
      await expectToast(page, 'success', ES.deleted(renamed));
      expect((await apiCall(page.request, 'GET', API_PATHS.product(stored.id))).status()).toBe(404);

      for (const path of [
        shopPath.es(stored.translations.es.slug),
        shopPath.es(firstSlug),
        shopPath.en(stored.translations.en?.slug ?? ''),
        shopPath.zh(stored.translations.es.slug),
      ]) {
        const gone = await page.request.get(encodeURI(path), {
          headers: { Accept: 'text/html' },
          maxRedirects: 0,
        });
        expect(gone.status(), path).toBe(404);
      }
      const context = await newVisitor();
      const visitor = await context.newPage();
      const response = await visitor.goto(encodeURI(shopPath.es(stored.translations.es.slug)));
      expect(response?.status()).toBe(404);
      await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toHaveCount(0);
      await expect(visitor.getByRole('heading', { name: 'Error 404' })).toBeVisible();
      await expect(visitor.getByText(ES.productGone, { exact: true })).toBeVisible();
    });
  });
});
