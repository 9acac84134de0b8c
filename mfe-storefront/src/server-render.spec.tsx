import { api } from '@bolsos/api-client';
import { LOCALES, buildPath, type Locale } from '@bolsos/contracts';
import { changeLocale, formatPrice } from '@bolsos/i18n';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { i18n } from '@bolsos/i18n';
import { createI18n } from '@bolsos/i18n/server';
import { localeOf, serverHtml, stateFor, StorefrontTree } from '../test/server-html';

const PAGES: Record<'home' | 'category' | 'product' | 'search', (locale: Locale) => string> = {
  home: (locale) => buildPath(locale, { name: 'home' }),
  category: (locale) => buildPath(locale, { name: 'category', category: 'backpacks' }),
  product: (locale) =>
    buildPath(locale, { name: 'product', category: 'backpacks', slug: `slug-${locale}` }),
  search: (locale) => `${buildPath(locale, { name: 'search' })}?q=bag`,
};

const HEADINGS: Record<Locale, string> = { es: 'Mochilas', en: 'Backpacks', zh: '双肩包' };

describe('server rendering', () => {
  beforeEach(() => {
    // Preloaded answers only: a server render never calls the API.
    jest.spyOn(api, 'get').mockRejectedValue(new Error('no fetch on the server'));
  });

  for (const locale of ['es', 'en', 'zh'] as const) {
    it(`renders Home in ${locale} with the preloaded Popular products`, async () => {
      const html = await serverHtml(PAGES.home(locale), stateFor(locale, 'home'));
      expect(html).toContain(`${locale.toUpperCase()} bag 1`);
      expect(html).toContain(`${locale.toUpperCase()} bag 2`);
      expect(html).toContain(formatPrice('29.5', locale));
      expect(html).not.toContain('product-skeleton');
    });

    it(`renders a category page in ${locale} with its products and heading`, async () => {
      const html = await serverHtml(PAGES.category(locale), stateFor(locale, 'category'));
      expect(html).toContain(`<h1>${HEADINGS[locale]}</h1>`);
      expect(html).toContain(`${locale.toUpperCase()} bag 3`);
      expect(html).toContain(formatPrice('49.5', locale));
      expect(html).not.toContain('product-skeleton');
    });

    it(`renders a product page in ${locale}: name, price, description, pictures`, async () => {
      const html = await serverHtml(PAGES.product(locale), stateFor(locale, 'product'));
      expect(html).toContain(`${locale.toUpperCase()} bag 5</h1>`);
      expect(html).toContain(formatPrice('1234.5', locale));
      expect(html).toContain('Two pockets inside.');
      expect(html).toContain('alt="Bag 5 seen from the front"');
      expect(html).not.toContain('product-skeleton');
    });
  }

  it('renders the storefront’s own Chinese strings with a fresh createI18n instance', async () => {
    const home = await serverHtml(PAGES.home('zh'), stateFor('zh', 'home'), createI18n('zh'));
    // Own strings (hero, Popular) next to a common one the shell renders too (a category).
    expect(home).toContain('适合每一天的包');
    expect(home).toContain('最受顾客喜爱的包袋。');
    expect(home).toContain('双肩包');
    const list = await serverHtml(PAGES.category('zh'), stateFor('zh', 'category'));
    expect(list).toContain('价格从低到高');
    for (const html of [home, list]) expect(html).not.toMatch(/\b(store|common|error)\.[a-z_]/);
  });

  it('brings its strings to a request instance its registration never reached', async () => {
    // The shell's server bundle has its own copy of @bolsos/i18n, so its instances miss what this
    // module registered: the first render that needs the strings adds them.
    const shellInstance = createI18n('zh');
    for (const locale of LOCALES) shellInstance.removeResourceBundle(locale, 'storefront');
    const html = await serverHtml(PAGES.home('zh'), stateFor('zh', 'home'), shellInstance);
    expect(html).toContain('适合每一天的包');
    expect(html).toContain('热门');
  });

  it('renders concurrent requests in different languages each with its own language and data', async () => {
    const browserLanguage = i18n.language;
    // All three start before any of them renders: each waits for its page chunk first, as the
    // requests of a busy server do.
    const [spanish, chinese, english] = await Promise.all([
      serverHtml(PAGES.product('es'), stateFor('es', 'product')),
      serverHtml(PAGES.product('zh'), stateFor('zh', 'product')),
      serverHtml(PAGES.category('en'), stateFor('en', 'category')),
    ]);
    expect(spanish).toContain('ES bag 5</h1>');
    expect(spanish).toContain('Descripción');
    expect(spanish).not.toMatch(/ZH bag|EN bag|描述|Description/);
    expect(chinese).toContain('ZH bag 5</h1>');
    expect(chinese).toContain('描述');
    expect(chinese).not.toMatch(/ES bag|EN bag|Descripción|Description/);
    expect(english).toContain(`<h1>${HEADINGS.en}</h1>`);
    expect(english).toContain('EN bag 3');
    expect(english).not.toMatch(/ES bag|ZH bag|Mochilas|双肩包/);
    // Each request had an i18n instance of its own: the browser's singleton was left alone.
    expect(i18n.language).toBe(browserLanguage);
  });

  it('keeps nothing between two requests in different languages', async () => {
    const spanish = await serverHtml(PAGES.product('es'), stateFor('es', 'product'));
    const chinese = await serverHtml(PAGES.product('zh'), stateFor('zh', 'product'));
    const spanishAgain = await serverHtml(PAGES.home('es'), stateFor('es', 'home'));
    expect(spanish).toContain('ES bag 5');
    expect(chinese).toContain('ZH bag 5');
    expect(chinese).not.toContain('ES bag');
    expect(chinese).toContain('描述');
    expect(spanishAgain).not.toMatch(/ZH bag|描述/);
    // A page whose answer is not in this request's state shows its loading state, not old data.
    const empty = await serverHtml(PAGES.product('es'), { locale: 'es', api: {} });
    expect(empty).not.toContain('ES bag 5');
    expect(empty).toContain('product-skeleton');
  });
});

describe('hydration of the server markup', () => {
  for (const page of ['home', 'category', 'product', 'search'] as const) {
    for (const locale of ['es', 'zh'] as const) {
      it(`hydrates the ${page} page in ${locale} with no mismatch and no request`, async () => {
        const path = PAGES[page](locale);
        const state = stateFor(locale, page);
        const html = await serverHtml(path, state);
        // As the shell's start-up does: the language is in place before hydration.
        await act(async () => {
          await changeLocale(localeOf(path));
        });
        const get = jest.spyOn(api, 'get');
        const errors = jest.spyOn(console, 'error');
        window.history.replaceState(null, '', path);
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.appendChild(container);
        const recoverable: unknown[] = [];
        let root: ReturnType<typeof hydrateRoot> | undefined;
        await act(async () => {
          root = hydrateRoot(container, <StorefrontTree i18n={i18n} state={state} />, {
            onRecoverableError: (error) => recoverable.push(error),
          });
        });
        expect(recoverable).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
        expect(get).not.toHaveBeenCalled();
        // Hydration adopted the server's nodes as they were (same DOM as parsing the HTML), then
        // enabled the controls that need React's handlers (disabled in the server's HTML).
        const parsed = document.createElement('div');
        parsed.innerHTML = html;
        expect(container.innerHTML).toBe(parsed.innerHTML.replaceAll(' disabled=""', ''));
        if (page === 'category') {
          // The order is chosen in a GET form: usable in the server's HTML, without the app.
          expect(parsed.querySelector('select')).toBeEnabled();
          expect(parsed.querySelector('select')?.closest('form')).toHaveAttribute('method', 'get');
        }
        act(() => root?.unmount());
        container.remove();
      });
    }
  }
});
