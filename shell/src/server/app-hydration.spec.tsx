import { productQuery, redirectLookupUrl, type Locale, type PageState } from '@bolsos/contracts';
import { changeLocale, i18n, useTranslation } from '@bolsos/i18n';
import { createI18n } from '@bolsos/i18n/server';
import { usePreloaded } from '@bolsos/ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from '@bolsos/router';
import { App } from '../app';
import { staticAppRouter } from './static-app-router';
import type { RemoteRouteProps } from '../federation/remote-registry';
import type { RemotesConfig } from '../federation/remotes-config';

const CONFIG: RemotesConfig = {
  remotes: [{ name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' }],
};

const SLUGS: Record<Locale, string> = { es: 'mochila-roja', en: 'red-backpack', zh: 'hong-bao' };
const PATHS: Record<Locale, string> = {
  es: `/productos/mochilas/${SLUGS.es}`,
  en: `/en/products/backpacks/${SLUGS.en}`,
  zh: `/zh/产品/双肩包/${SLUGS.zh}`,
};

/** Stands in for the storefront: reads the request's language, location and preloaded answer. */
function FakeStorefront({ locale }: RemoteRouteProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const answer = usePreloaded<{ data: { name: string } }>(productQuery(locale, SLUGS[locale]).url);
  return <h1 data-path={pathname}>{`${answer?.data.name ?? 'loading'} · ${t('nav.products')}`}</h1>;
}

function stateFor(locale: Locale): PageState {
  return {
    locale,
    api: {
      [productQuery(locale, SLUGS[locale]).url]: {
        data: { name: `${locale} backpack`, path: PATHS[locale], alternates: PATHS },
      },
    },
  };
}

async function serverHtml(locale: Locale): Promise<string> {
  return renderToString(
    <App
      remotes={CONFIG}
      pageState={stateFor(locale)}
      i18n={createI18n(locale)}
      router={await staticAppRouter(encodeURI(PATHS[locale]))}
      remoteComponents={() => FakeStorefront}
    />,
  );
}

/**
 * Hydrates `container` (the server's markup, in the document) with the browser's App at `path`,
 * in `locale`: what React reported (recoverable errors, console errors) and how to unmount.
 */
async function hydrateApp(container: HTMLElement, locale: Locale, path: string, state: PageState) {
  await act(async () => {
    await changeLocale(locale);
  });
  window.history.replaceState(null, '', encodeURI(path));
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <App remotes={CONFIG} pageState={state} remoteComponents={() => FakeStorefront} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  const consoleErrors = [...errors.mock.calls];
  errors.mockRestore();
  return { recoverable, consoleErrors, unmount: () => act(() => root?.unmount()) };
}

describe('the app rendered on the server', () => {
  it('renders the layout and the remote with the request’s language and data', async () => {
    const spanish = await serverHtml('es');
    const chinese = await serverHtml('zh');
    expect(spanish).toContain('es backpack · Productos');
    expect(chinese).toContain('zh backpack · 产品');
    expect(chinese).not.toContain('es backpack');
    // The language links are the product's twins, known from the preloaded answer.
    expect(spanish).toContain(`href="${PATHS.en}"`);
    expect(spanish).toContain(`href="${PATHS.zh}"`);
  });

  for (const locale of ['es', 'en', 'zh'] as const) {
    it(`hydrates in ${locale} with no mismatch and keeps the server's nodes`, async () => {
      const html = await serverHtml(locale);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const heading = container.querySelector('h1');
      const hydrated = await hydrateApp(container, locale, PATHS[locale], stateFor(locale));
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      expect(container.querySelector('h1')).toBe(heading);
      expect(container.querySelector('[data-testid="language-en"]')).toHaveAttribute(
        'href',
        PATHS.en,
      );
      hydrated.unmount();
      container.remove();
    });
  }
});

describe('a path with no page, rendered on the server', () => {
  const MISSING: Record<
    Locale,
    { path: string; heading: string; text: string; home: string; homePath: string }
  > = {
    es: {
      path: '/no/hay/tal',
      heading: 'Error 404',
      text: 'Página no encontrada: /no/hay/tal',
      home: 'Ir al inicio',
      homePath: '/',
    },
    en: {
      path: '/en/no/such/page',
      heading: 'Error 404',
      text: 'Page Not Found: /en/no/such/page',
      home: 'Go to Home',
      homePath: '/en',
    },
    zh: {
      path: '/zh/没有/这页',
      heading: '错误 404',
      text: '页面未找到：/zh/没有/这页',
      home: '返回首页',
      homePath: '/zh',
    },
  };
  // What the API's page renderer sends: its redirect lookup found nothing.
  const missingState = (locale: Locale): PageState => ({
    locale,
    api: { [redirectLookupUrl(encodeURI(MISSING[locale].path))]: { redirect: null } },
  });
  const render404 = async (locale: Locale) =>
    renderToString(
      <App
        remotes={CONFIG}
        pageState={missingState(locale)}
        i18n={createI18n(locale)}
        router={await staticAppRouter(encodeURI(MISSING[locale].path))}
        remoteComponents={() => FakeStorefront}
      />,
    );

  for (const locale of ['es', 'en', 'zh'] as const) {
    it(`is the 404 page in ${locale}, with a home link that works without scripts, and hydrates as is`, async () => {
      const expected = MISSING[locale];
      const html = await render404(locale);
      const container = document.createElement('div');
      container.innerHTML = html;
      expect(container.querySelector('h1')?.textContent).toBe(expected.heading);
      expect(container.textContent).toContain(expected.text);
      const home = [...container.querySelectorAll('a')].find(
        (a) => a.textContent === expected.home,
      );
      // Home in the URL's language.
      expect(home).toHaveAttribute('href', expected.homePath);
      // The layout's links are there too: the visitor can go on without scripts.
      expect(container.querySelectorAll('a').length).toBeGreaterThan(3);

      document.body.appendChild(container);
      const heading = container.querySelector('h1');
      const hydrated = await hydrateApp(container, locale, expected.path, missingState(locale));
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      // Not asked again, not replaced by a loading state: the server's heading stays.
      expect(container.querySelector('h1')).toBe(heading);
      expect(container.textContent).toContain(expected.text);
      hydrated.unmount();
      container.remove();
    });
  }
});

// The browser singleton is what the client renders with.
afterAll(() => expect(i18n.isInitialized).toBe(true));
