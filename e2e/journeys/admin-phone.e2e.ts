import { LANG_COOKIE, type Locale } from '@bolsos/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 30, the back office on a phone and by keyboard: at 390×844 the menu is a drawer over the
 * page, opened by a real button that never covers the title, closed by Escape and by choosing a
 * page; a skip link leads to the content; after a navigation the focus is on the new page's
 * <h1>; on the dark sider of a wide screen the focus ring stands out from what it sits on.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function signIn(context: BrowserContext, baseURL: string, locale: Locale = 'es') {
  await context.addCookies([{ name: LANG_COOKIE, value: locale, url: baseURL }]);
  await apiLogin(context.request, DEMO_ADMIN);
}

/** What has the focus: its tag and trimmed text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim()}` : '';
  });

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('issue 30: the back office on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu is a drawer opened by a named button; Escape and a chosen page close it; the focus follows', async ({
    page,
    context,
    site,
  }) => {
    await signIn(context, site.baseURL);
    await page.goto('/admin');
    const heading = page.getByRole('heading', { level: 1, name: 'Panel' });
    await expect(heading).toBeVisible();
    await settle(page);

    await test.step('the skip link comes first and leads to the page heading', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(heading).toBeFocused();
    });

    const button = page.getByRole('button', { name: 'Abrir el menú' });
    await test.step('a real button, clear of the title, and the page keeps the whole width', async () => {
      await expect(button).toBeVisible();
      expect(await button.evaluate((element) => element.tagName)).toBe('BUTTON');
      const [buttonBox, headingBox] = [await button.boundingBox(), await heading.boundingBox()];
      expect(buttonBox && headingBox && boxesOverlap(buttonBox, headingBox)).toBe(false);
      expect((buttonBox?.width ?? 0) >= 24 && (buttonBox?.height ?? 0) >= 24).toBe(true);
      const main = await page.getByRole('main').boundingBox();
      expect(main?.width).toBeGreaterThan(PHONE.width - 2);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });

    await test.step('opened from the keyboard, over the page; Escape closes it', async () => {
      const mainBefore = await page.getByRole('main').boundingBox();
      await button.focus();
      await page.keyboard.press('Enter');
      const nav = page.getByRole('navigation', { name: 'Menú de administración' });
      await expect(nav).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Over the page, not beside it: the page has not moved or narrowed.
      expect(await page.getByRole('main').boundingBox()).toEqual(mainBefore);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('choosing a page closes the drawer and puts the focus on its heading', async () => {
      await button.click();
      await page.getByTestId('admin-menu-products').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/products');
      await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeHidden();
      const products = page.getByRole('heading', { level: 1, name: 'Productos' });
      await expect(products).toBeFocused();
      expect(await focused(page)).toBe('h1 Productos');
    });
  });
});

/** WCAG relative luminance and contrast of two CSS rgb() colours, computed in the page. */
async function ringContrast(page: Page): Promise<{ ring: string; on: string; ratio: number }> {
  return page.evaluate(() => {
    const parse = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number) as [number, number, number, number?];
    const luminance = ([r, g, b]: readonly (number | undefined)[]) => {
      const [R, G, B] = [r, g, b].map((value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const element = document.activeElement as HTMLElement;
    const ring = getComputedStyle(element).outlineColor;
    // What the ring is drawn on: the nearest ancestor with an opaque background.
    let node: HTMLElement | null = element;
    let on = 'rgb(255, 255, 255)';
    while (node) {
      const background = getComputedStyle(node).backgroundColor;
      const [, , , alpha] = parse(background);
      if (background !== 'transparent' && alpha !== 0) {
        on = background;
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [luminance(parse(ring)), luminance(parse(on))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    return { ring, on, ratio };
  });
}

test.describe('issue 30: the focus ring on the dark sider', () => {
  test.use({ viewport: DESKTOP });

  test('every menu link shows a ring of 3:1 or more against the sider, the selected one included', async ({
    page,
    context,
    site,
  }) => {
    await signIn(context, site.baseURL, 'en');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await settle(page);
    const links = page.getByRole('navigation', { name: 'Back-office menu' }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    // The skip link first, then the menu's links in order.
    await page.keyboard.press('Tab');
    for (let index = 0; index < count; index++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(250); // antd eases its focus styles in
      const stop = await focused(page);
      const contrast = await ringContrast(page);
      const outline = await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle,
      );
      expect(outline, stop).not.toBe('none');
      expect(contrast.ratio, `${stop}: ring ${contrast.ring} on ${contrast.on}`).toBeGreaterThan(3);
    }
  });
});
