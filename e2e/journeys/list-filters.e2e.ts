import { buildPath } from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';

/** Issue 14: the list pages' price range and order, in the address, without JavaScript. */

test('with JavaScript off, a price range and an order filter the view-all page', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ javaScriptEnabled: false, locale: 'en' });
  const page = await context.newPage();
  await page.goto(buildPath('en', { name: 'all' }));
  await page.getByLabel('Price from (US$)').fill('40');
  await page.getByLabel('Price up to (US$)').fill('70');
  await page.getByLabel('Sort by').selectOption('price_desc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/en\/products\/all\?min_price=40&max_price=70&sort=price_desc$/);
  const prices = (await page.locator('.sf-card__price').allTextContents()).map((text) =>
    Number(/(\d+\.\d{2})/.exec(text.replace(/,/g, ''))?.[1]),
  );
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price >= 40 && price <= 70).toBe(true);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  await expect(page.getByLabel('Price from (US$)')).toHaveValue('40');
  // The same list in Spanish, from the language switcher.
  await expect(page.getByTestId('language-es')).toHaveAttribute(
    'href',
    // The link to the unprefixed page carries the choice (?lang=es) for the server to record.
    '/productos/todos?min_price=40&max_price=70&sort=price_desc&lang=es',
  );
  // A bound that cannot be a price is named; the page still lists, without it.
  await page.goto('/en/products/all?min_price=cheap&max_price=70');
  await expect(page.getByRole('alert')).toContainText('“cheap” is not a valid price');
  await expect(page.locator('.sf-card__price').first()).toBeVisible();
});
