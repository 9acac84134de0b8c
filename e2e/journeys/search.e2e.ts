import { buildPath } from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 14: the header's search box in three languages, with and without JavaScript, and its
 * suggestions as you type (keyboard only, on a phone-sized screen).
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Server-rendered pages hold the app until their photos have painted: wait for it to be up. */
async function hydrated(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
}

test('with JavaScript off, the header form leads to server-rendered results', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ javaScriptEnabled: false, locale: 'es-PA' });
  const page = await context.newPage();
  await page.goto(buildPath('es', { name: 'catalog' }));
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('maletin');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=maletin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados para «maletin»' }),
  ).toBeVisible();
  const cards = page.getByTestId('product-card');
  const names = await cards.getByRole('heading').allTextContents();
  // Name matches first ("Maletín …"), then bags of the Maletines category named otherwise.
  expect(names[0]).toMatch(/^Maletín/);
  const hrefs = await cards
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/productos\/maletines\//);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // Nothing found: said in Spanish, with the categories and Popular instead.
  await box.fill('zzzz inexistente');
  await box.press('Enter');
  await expect(page.getByTestId('search-none')).toContainText('No encontramos bolsos');
  await expect(page.getByTestId('popular-section')).toBeVisible();
});

test('a phone-sized visitor types "maletin" and picks a suggestion with the keyboard', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ ...PHONE, locale: 'es-PA' });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.click();
  const typedAt = Date.now();
  await box.pressSequentially('maletin');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // The spec's debounce: nothing before typing has paused for 500 ms.
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
  // Up to six products, then the results page for what was typed.
  const texts = await options.allTextContents();
  expect(texts.length).toBeLessThanOrEqual(7);
  expect(texts.pop()).toBe('Ver todos los resultados de «maletin»');
  for (const text of texts) expect(text).toMatch(/Maletín.*\$\d/);

  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const name = ((await second.locator('.bl-suggestion__name').textContent()) ?? '').trim();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productos\/maletines\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a Chinese visitor searches "双肩" and lands on results in Chinese', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(encodeURI(buildPath('zh', { name: 'home' })));
  await hydrated(page);
  const box = page.getByRole('combobox', { name: '搜索' });
  await box.fill('双肩');
  // Enter goes at once, without waiting for suggestions.
  await box.press('Enter');
  await expect(page).toHaveURL((url) => decodeURI(url.pathname) === '/zh/搜索');
  expect(new URL(page.url()).searchParams.get('q')).toBe('双肩');
  await expect(page.getByRole('heading', { level: 1, name: '“双肩”的搜索结果' })).toBeVisible();
  await expect(page.getByTestId('search-grid')).toContainText('托库门旅行双肩包');
  await expect(page.getByRole('listbox')).toBeHidden();
  // The same search in English, from the language switcher: the query kept, and its results
  // (双肩 is Chinese for backpack: the English page finds the backpacks, named in English).
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(/\/en\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('双肩');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “双肩”' })).toBeVisible();
  const cards = page.getByTestId('search-grid').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ products?$/);
  await expect(page.getByTestId('search-none')).toHaveCount(0);
  for (const href of await cards
    .locator('a')
    .evaluateAll((links) => links.map((a) => decodeURI(a.getAttribute('href') ?? '')))) {
    expect(href).toMatch(/^\/en\/products\/backpacks\//);
  }
});

test('switching language on a search that finds nothing keeps the query and says so in the new language', async ({
  newVisitor,
}) => {
  const context = await newVisitor({ locale: 'es-PA' });
  const page = await context.newPage();
  await page.goto('/buscar?q=zzqx%20inexistente');
  await hydrated(page);
  await expect(page.getByTestId('search-none')).toContainText(
    'No encontramos bolsos para «zzqx inexistente».',
  );
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(/\/en\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('zzqx inexistente');
  await expect(page.getByTestId('search-none')).toContainText(
    'We found no bags for “zzqx inexistente”.',
  );
  await expect(page.getByTestId('search-grid').getByTestId('product-card')).toHaveCount(0);
});
