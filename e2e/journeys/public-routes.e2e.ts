import { expect, test } from '../support/fixtures';

/**
 * Journey 1: every public route of design §2 in the three languages answers 200 with its own
 * page, and `<html lang>` names the language. Paths and headings are written out here, from the
 * design and the interface strings, rather than computed with the app's own route tables.
 */
interface PublicPage {
  path: string;
  heading: string;
}

const PAGES: Record<'es-PA' | 'en' | 'zh-CN', PublicPage[]> = {
  'es-PA': [
    { path: '/', heading: 'Bolsos para cada día' },
    { path: '/contacto', heading: 'Contacto' },
    { path: '/productos', heading: 'Productos' },
    { path: '/productos/todos', heading: 'Todos los productos' },
    { path: '/productos/mochilas', heading: 'Mochilas' },
    { path: '/productos/maletines', heading: 'Maletines' },
    { path: '/productos/tote-bags', heading: 'Tote bags' },
    { path: '/productos/cangureras', heading: 'Cangureras' },
    { path: '/productos/bolsos-cruzados', heading: 'Bolsos cruzados' },
  ],
  en: [
    { path: '/en', heading: 'Bags for every day' },
    { path: '/en/contact', heading: 'Contact' },
    { path: '/en/products', heading: 'Products' },
    { path: '/en/products/all', heading: 'All products' },
    { path: '/en/products/backpacks', heading: 'Backpacks' },
    { path: '/en/products/laptop-bags', heading: 'Laptop bags' },
    { path: '/en/products/tote-bags', heading: 'Tote bags' },
    { path: '/en/products/fanny-packs', heading: 'Fanny packs' },
    { path: '/en/products/crossbody-bags', heading: 'Crossbody bags' },
  ],
  'zh-CN': [
    { path: '/zh', heading: '适合每一天的包' },
    { path: '/zh/联系', heading: '联系我们' },
    { path: '/zh/产品', heading: '产品' },
    { path: '/zh/产品/全部', heading: '全部产品' },
    { path: '/zh/产品/双肩包', heading: '双肩包' },
    { path: '/zh/产品/电脑包', heading: '电脑包' },
    { path: '/zh/产品/托特包', heading: '托特包' },
    { path: '/zh/产品/腰包', heading: '腰包' },
    { path: '/zh/产品/斜挎包', heading: '斜挎包' },
  ],
};

test.describe('journey 1: public routes in three languages', () => {
  for (const [lang, pages] of Object.entries(PAGES)) {
    for (const { path, heading } of pages) {
      test(`${path} → ${lang} page "${heading}"`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The page stays where it was asked for: no language redirect, no error page.
        expect(decodeURI(new URL(page.url()).pathname)).toBe(path);
        await expect(page.getByText(/Página no encontrada|Page Not Found|页面未找到/)).toHaveCount(
          0,
        );
      });
    }
  }
});
