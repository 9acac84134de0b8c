import { API_PATHS, buildPath, LOCALES, type Locale, type Product } from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 27 §1: a product named with what String.prototype.replace reads as patterns (`` $` ``,
 * `$'`, `$&`, `$$`, `$1`) is one page, with its name as typed in its title and heading, and the
 * app hydrates it without an error (a page copied into itself fails with React error 418).
 */

const DOLLARS = "$` $' $& $$ $1";

test.describe('user text with `$` patterns', () => {
  let createdId = 0;

  test.afterEach(async ({ newVisitor }) => {
    if (!createdId) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_MANAGER);
    await apiCall(context.request, 'DELETE', API_PATHS.product(createdId));
    createdId = 0;
  });

  test('a product named with `$` patterns shows its name as typed and hydrates cleanly', async ({
    newVisitor,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const names: Record<Locale, string> = {
      es: `Bolso ${DOLLARS} fin ${stamp}`,
      en: `Bag ${DOLLARS} end ${stamp}`,
      zh: `包 ${DOLLARS} 完 ${stamp}`,
    };
    const staff = await newVisitor();
    await apiLogin(staff.request, DEMO_MANAGER);
    const created = await apiCall(staff.request, 'POST', API_PATHS.products, {
      category: 'backpacks',
      price: 45,
      published: true,
      translations: Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          { name: names[locale], description: `${names[locale]}: ${DOLLARS}` },
        ]),
      ),
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { data: Product }).data;
    createdId = product.id;

    for (const locale of LOCALES) {
      await test.step(`the ${locale} product page`, async () => {
        const path = encodeURI(
          buildPath(locale, {
            name: 'product',
            category: 'backpacks',
            slug: product.translations[locale]?.slug ?? '',
          }),
        );
        const context = await newVisitor();
        const raw = await context.request.get(path, { headers: { Accept: 'text/html' } });
        expect(raw.status()).toBe(200);
        expect((await raw.text()).match(/<!doctype html>/gi)).toHaveLength(1);

        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' || /hydrat|Minified React error #418/i.test(text))
            problems.push(`${message.type()}: ${text}`);
        });
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
        await page.goto(path);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(names[locale])}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[locale]);
        // Server-rendered pages hold the app until their photos have painted: wait for it.
        await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[locale]);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(names[locale])}`));
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);
}
