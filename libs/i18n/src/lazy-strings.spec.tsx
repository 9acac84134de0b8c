import type { Locale } from '@bolsos/contracts';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  I18nextProvider,
  changeLocale,
  createI18n,
  defineLazyStrings,
  i18n,
  initI18n,
  loadStrings,
  provideStrings,
  registerStrings,
  useStrings,
  type LazyRemoteStrings,
  type StringCatalogue,
} from '../server/src/index';

type Key = 'lazy.title' | 'lazy.count';

const catalogue: StringCatalogue<Key> = {
  es: { 'lazy.title': 'Bolsos a pedido', 'lazy.count': '{{count}} bolsos' },
  en: { 'lazy.title': 'Bags on demand', 'lazy.count': '{{count}} bags' },
  zh: { 'lazy.title': '按需的包', 'lazy.count': '{{count}} 个包' },
};

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Lazy strings under a namespace of their own (each test gets one: the singleton and the
 * registry live for the whole file), with a loader per language that tests can hold back or
 * fail, and a count of the downloads each language had.
 */
let made = 0;
function lazyDemo() {
  const downloads: Record<Locale, number> = { es: 0, en: 0, zh: 0 };
  const gates: Partial<Record<Locale, Promise<void>>> = {};
  const failures: Partial<Record<Locale, Error>> = {};
  const load = (locale: Locale) => async () => {
    downloads[locale] += 1;
    await gates[locale];
    const failure = failures[locale];
    if (failure) {
      delete failures[locale];
      throw failure;
    }
    return catalogue[locale];
  };
  made += 1;
  const strings = defineLazyStrings<Key>(`lazyRemote${made}`, {
    es: load('es'),
    en: load('en'),
    zh: load('zh'),
  });
  return {
    strings,
    downloads,
    /** The language's download waits until the returned function is called. */
    holdBack(locale: Locale) {
      const gate = deferred();
      gates[locale] = gate.promise;
      return gate.resolve;
    },
    failNext(locale: Locale, error = new Error(`Loading chunk strings-${locale} failed`)) {
      failures[locale] = error;
    },
  };
}

function Page({ strings }: { strings: LazyRemoteStrings<Key> }) {
  const { t } = useStrings(strings);
  return (
    <main>
      <h1>{t('lazy.title')}</h1>
      <p>{t('lazy.count', { count: 2 })}</p>
      <button type="button">{t('common.save')}</button>
    </main>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function renderPage(strings: LazyRemoteStrings<Key>) {
  return render(
    <Boundary>
      <Suspense fallback={<p role="status">loading</p>}>
        <Page strings={strings} />
      </Suspense>
    </Boundary>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a remote’s strings loaded per language', () => {
  beforeAll(() => {
    initI18n('es');
  });
  beforeEach(async () => {
    await changeLocale('es');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('refuses a namespace that is not a name, or the common one', () => {
    const loaders = lazyDemo().strings.loaders;
    expect(() => defineLazyStrings('', loaders)).toThrow();
    expect(() => defineLazyStrings('has space', loaders)).toThrow();
    expect(() => defineLazyStrings('translation', loaders)).toThrow();
  });

  it('loadStrings downloads the language asked for only, once, however concurrently', async () => {
    const { strings, downloads } = lazyDemo();
    expect(strings.loaded).toEqual({});
    await Promise.all([loadStrings(strings, 'en'), loadStrings(strings, 'en')]);
    await loadStrings(strings, 'en');
    expect(downloads).toEqual({ es: 0, en: 1, zh: 0 });
    expect(strings.loaded).toEqual({ en: catalogue.en });
  });

  it('a registered namespace downloads the singleton’s language only, at registration', async () => {
    await changeLocale('zh');
    const { strings, downloads } = lazyDemo();
    registerStrings(strings);
    await settle();
    expect(downloads).toEqual({ es: 0, en: 0, zh: 1 });
    expect(i18n.t('lazy.title', { ns: strings.namespace })).toBe('按需的包');
    expect(i18n.hasResourceBundle('en', strings.namespace)).toBe(false);
  });

  it('changeLocale downloads every registered namespace’s language before switching', async () => {
    const { strings, downloads, holdBack } = lazyDemo();
    registerStrings(strings);
    await loadStrings(strings, 'es');
    renderPage(strings);
    expect(screen.getByRole('heading')).toHaveTextContent('Bolsos a pedido');
    const release = holdBack('en');
    const switching = changeLocale('en');
    await act(settle);
    // Still Spanish, whole: neither the keys nor a mix while the English strings download.
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading')).toHaveTextContent('Bolsos a pedido');
    expect(screen.getByRole('button')).toHaveTextContent('Guardar');
    expect(document.cookie).not.toContain('lang=en');
    await act(async () => {
      release();
      await switching;
    });
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Bags on demand');
    expect(screen.getByText('2 bags')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Save');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(downloads).toEqual({ es: 1, en: 1, zh: 0 });
  });

  it('a failed download makes changeLocale reject and the page stay in its language; the next try downloads again', async () => {
    const { strings, downloads, failNext } = lazyDemo();
    registerStrings(strings);
    await loadStrings(strings, 'es');
    renderPage(strings);
    failNext('zh');
    await act(() => expect(changeLocale('zh')).rejects.toThrow('strings-zh failed'));
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading')).toHaveTextContent('Bolsos a pedido');
    expect(document.cookie).not.toContain('lang=zh');
    await act(() => changeLocale('zh'));
    expect(screen.getByRole('heading')).toHaveTextContent('按需的包');
    expect(downloads.zh).toBe(2);
  });

  it('useStrings waits (Suspense) for a language not here yet, never showing keys', async () => {
    await changeLocale('en');
    const { strings, downloads, holdBack } = lazyDemo();
    const release = holdBack('en');
    renderPage(strings);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.queryByText(/lazy\./)).not.toBeInTheDocument();
    await act(async () => {
      release();
      await settle();
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Bags on demand');
    expect(downloads).toEqual({ es: 0, en: 1, zh: 0 });
  });

  it('renders at once, without a fallback, once loadStrings has run (hydration)', async () => {
    await changeLocale('zh');
    const { strings } = lazyDemo();
    registerStrings(strings);
    await loadStrings(strings, 'zh');
    renderPage(strings);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('按需的包');
  });

  it('a failed download while rendering goes to the error boundary, not to keys; loadStrings retries', async () => {
    const { strings, downloads, failNext } = lazyDemo();
    failNext('es');
    renderPage(strings);
    await act(settle);
    expect(screen.getByRole('alert')).toHaveTextContent('strings-es failed');
    expect(screen.queryByText(/lazy\./)).not.toBeInTheDocument();
    await loadStrings(strings, 'es');
    expect(downloads.es).toBe(2);
    expect(strings.loaded.es).toBe(catalogue.es);
  });

  it('renders any language synchronously on a per-request server instance once provided', () => {
    const { strings, downloads } = lazyDemo();
    provideStrings(strings, catalogue);
    for (const [locale, title] of [
      ['es', 'Bolsos a pedido'],
      ['en', 'Bags on demand'],
      ['zh', '按需的包'],
    ] as const) {
      const html = renderToString(
        <I18nextProvider i18n={createI18n(locale)}>
          <Page strings={strings} />
        </I18nextProvider>,
      );
      expect(html).toContain(title);
      expect(html).not.toContain('lazy.');
    }
    expect(downloads).toEqual({ es: 0, en: 0, zh: 0 });
    // Instances created after registration hold every provided language from the start.
    registerStrings(strings);
    expect(createI18n('en').t('lazy.count', { ns: strings.namespace, count: 3 })).toBe('3 bags');
  });
});
