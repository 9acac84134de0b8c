import {
  CATEGORIES,
  LOCALES,
  buildPath,
  popularsQuery,
  productListQuery,
  productQuery,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type Locale,
  type Paginated,
  type PublicRoute,
} from '@bolsos/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 4 §3: public pages arrive as real HTML, rendered on the server with the page's data, and
 * the browser hydrates that HTML (keeping the server's nodes) with no errors and no refetch.
 */

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

function htmlText(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => HTML_ENTITIES[entity]);
}

/** The page as a crawler gets it: no JavaScript, the language cookie set (no first-visit redirect). */
async function rawHtml(request: APIRequestContext, locale: Locale, path: string): Promise<string> {
  const response = await request.get(encodeURI(path), {
    headers: { Accept: 'text/html', Cookie: `lang=${locale}` },
    maxRedirects: 0,
  });
  expect(response.status(), path).toBe(200);
  return htmlText(await response.text());
}

async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function firstProduct(
  request: APIRequestContext,
  locale: Locale,
): Promise<CatalogProductDetail> {
  const populars = await apiJson<{ data: CatalogProductSummary[] }>(
    request,
    popularsQuery(locale).url,
  );
  const slug = populars.data[0].slug;
  return (await apiJson<{ data: CatalogProductDetail }>(request, productQuery(locale, slug).url))
    .data;
}

interface PageCase {
  route: PublicRoute;
  /** A text of the page's data the server must have written into the HTML. */
  expected: (request: APIRequestContext, locale: Locale) => Promise<string[]>;
}

const popularNames = async (request: APIRequestContext, locale: Locale) => {
  const answer = await apiJson<{ data: CatalogProductSummary[] }>(
    request,
    popularsQuery(locale).url,
  );
  return answer.data.slice(0, 2).map((item) => item.name);
};

const listNames =
  (category?: (typeof CATEGORIES)[number]) =>
  async (request: APIRequestContext, locale: Locale) => {
    const answer = await apiJson<Paginated<CatalogProductSummary>>(
      request,
      productListQuery(locale, category, 1).url,
    );
    expect(answer.data.length).toBeGreaterThan(0);
    return answer.data.slice(0, 2).map((item) => item.name);
  };

const CASES: PageCase[] = [
  { route: { name: 'home' }, expected: popularNames },
  { route: { name: 'catalog' }, expected: popularNames },
  { route: { name: 'all' }, expected: listNames() },
  ...CATEGORIES.map((category): PageCase => ({
    route: { name: 'category', category },
    expected: listNames(category),
  })),
  // Contact has no API data; its form is in the HTML.
  { route: { name: 'contact' }, expected: async () => ['data-testid="contact-page"'] },
];

/** Loads a page in a browser, recording what would show that hydration went wrong. */
async function loadAndHydrate(page: Page, path: string) {
  const problems: string[] = [];
  const catalogCalls: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      /hydrat|Recovered while mounting|Minified React error #4(18|19|21|22|23|25)/i.test(text)
    ) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/catalog/')) {
      catalogCalls.push(request.url());
    }
  });
  // Tags the server's <h1> before any script runs: after hydration it must be the same node.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverH1?: Element | null }).__serverH1 =
        document.querySelector('#root h1');
    });
  });
  await page.goto(encodeURI(path));
  await page.waitForLoadState('networkidle');
  // The storefront remote has mounted (its pages register effects; the menu is interactive).
  await expect(page.locator('#root[data-server-rendered="true"] h1')).toBeVisible();
  const sameHeading = await page.evaluate(
    () =>
      (window as unknown as { __serverH1?: Element | null }).__serverH1 ===
      document.querySelector('#root h1'),
  );
  return { problems, catalogCalls, sameHeading };
}

test.describe('server rendering', () => {
  for (const locale of LOCALES) {
    for (const { route, expected } of CASES) {
      const path = buildPath(locale, route);
      test(`${decodeURI(path)} has its content in the raw HTML and hydrates cleanly`, async ({
        page,
        request,
      }) => {
        const html = await rawHtml(request, locale, path);
        expect(html).toContain('<div id="root" data-server-rendered="true">');
        expect(html).toContain('id="__BOLSOS_STATE__"');
        for (const text of await expected(request, locale)) expect(html).toContain(text);

        const { problems, catalogCalls, sameHeading } = await loadAndHydrate(page, path);
        expect(problems).toEqual([]);
        // The data came with the page: hydration does not ask for it again.
        expect(catalogCalls).toEqual([]);
        expect(sameHeading).toBe(true);
      });
    }

    test(`a product page in ${locale} is rendered on the server and hydrates cleanly`, async ({
      page,
      request,
    }) => {
      const product = await firstProduct(request, locale);
      const html = await rawHtml(request, locale, product.path);
      expect(html).toContain(`${product.name}</h1>`);
      expect(html).toContain(product.description.split(/\n/)[0].trim());
      for (const other of LOCALES) {
        // The language links are the product's twins, also without JavaScript (the one to the
        // unprefixed Spanish page carries the choice for the server to record).
        const twin = product.alternates[other];
        expect(html).toContain(`href="${other === 'es' ? `${twin}?lang=es` : twin}"`);
      }
      const { problems, catalogCalls, sameHeading } = await loadAndHydrate(page, product.path);
      expect(problems).toEqual([]);
      expect(catalogCalls).toEqual([]);
      expect(sameHeading).toBe(true);
    });
  }
});

test('the language switch on a product page lands on the same product in the other language', async ({
  page,
  request,
}) => {
  const spanish = await firstProduct(request, 'es');
  const english = (
    await apiJson<{ data: CatalogProductDetail }>(
      request,
      productQuery('en', spanish.alternates.en.split('/').pop() ?? '').url,
    )
  ).data;
  await page.goto(encodeURI(spanish.path));
  await expect(page.getByRole('heading', { level: 1, name: spanish.name })).toBeVisible();
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(encodeURI(spanish.alternates.en));
  await expect(page.getByRole('heading', { level: 1, name: english.name })).toBeVisible();
  await page.getByTestId('language-zh').click();
  await expect(page).toHaveURL(encodeURI(spanish.alternates.zh));
  // The fade out-in transition holds the old page for a moment: wait until only the new one is left.
  await expect(page.getByTestId('product-price')).toHaveCount(1);
  await expect(page.getByTestId('product-price')).toBeVisible();
});

/** Contact's heading, field labels and button per language, written out from the interface strings. */
const CONTACT_TEXT: Record<
  Locale,
  { title: string; fields: Record<'name' | 'email' | 'phone' | 'message', string>; send: string }
> = {
  es: {
    title: 'Contacto',
    fields: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: 'Mensaje' },
    send: 'Enviar',
  },
  en: {
    title: 'Contact',
    fields: { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' },
    send: 'Send',
  },
  zh: {
    title: '联系我们',
    fields: { name: '姓名', email: '电子邮件', phone: '电话', message: '留言' },
    send: '发送',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Contact in the raw HTML', () => {
  for (const locale of LOCALES) {
    const path = buildPath(locale, { name: 'contact' });
    test(`${decodeURI(path)} has its heading and labelled fields without JavaScript`, async ({
      request,
    }) => {
      const html = await rawHtml(request, locale, path);
      const text = CONTACT_TEXT[locale];
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(text.title)}</h1>`));
      for (const [field, label] of Object.entries(text.fields)) {
        // The label names its control: <label for=X> and the field with id=X and this name.
        const labelTag = new RegExp(`<label for="([^"]+)">${escapeRegExp(label)}</label>`).exec(
          html,
        );
        expect(labelTag, `label "${label}"`).not.toBeNull();
        const id = escapeRegExp(labelTag?.[1] ?? '');
        const control = new RegExp(`<(input|textarea)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
        expect(control, `control of "${label}"`).not.toBeNull();
        expect(control?.[0]).toContain(`name="${field}"`);
      }
      expect(html).toMatch(
        new RegExp(`<button[^>]*type="submit"[^>]*>${escapeRegExp(text.send)}</button>`),
      );
    });
  }
});

test.describe('a visitor without JavaScript can read', () => {
  test('Home, with its Popular section', async ({ newVisitor, request }) => {
    const populars = await popularNames(request, 'es');
    expect(populars.length).toBeGreaterThan(0);
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'es-PA' });
    const page = await context.newPage();
    await page.goto(buildPath('es', { name: 'home' }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
    for (const name of populars) await expect(page.getByText(name).first()).toBeVisible();
  });

  test('a category page, with its products and prices', async ({ newVisitor, request }) => {
    const names = await listNames('backpacks')(request, 'en');
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'en' });
    const page = await context.newPage();
    await page.goto(buildPath('en', { name: 'category', category: 'backpacks' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Backpacks' })).toBeVisible();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(/\$\d/).first()).toBeVisible();
  });

  test('a product page', async ({ newVisitor, request }) => {
    const product = await firstProduct(request, 'en');
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'en' });
    const page = await context.newPage();
    await page.goto(encodeURI(product.path));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText(/\$\d/);
    await expect(page.getByText(product.description.split(/\n/)[0].trim())).toBeVisible();
    await expect(page.locator('.sf-product__media img').first()).toHaveAttribute('alt', /.+/);
  });

  test('Contact, its heading and labelled fields', async ({ newVisitor }) => {
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(encodeURI(buildPath('zh', { name: 'contact' })));
    const text = CONTACT_TEXT.zh;
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    for (const label of Object.values(text.fields)) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: text.send })).toBeVisible();
  });

  test('a page that does not exist, in the language its address names', async ({ newVisitor }) => {
    const context = await newVisitor({ javaScriptEnabled: false, locale: 'es-PA' });
    const page = await context.newPage();
    const answer = await page.goto('/en/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Error 404');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /en/no/such/page', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
