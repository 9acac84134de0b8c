import {
  changeLocale,
  createI18n,
  detectBrowserLocale,
  formatPrice,
  i18n,
  initI18n,
  readLocaleCookie,
} from '../server/src/index';
import { LOCALES, LOCALE_TAGS, type Locale } from '@bolsos/contracts';

// The server entry: every language in memory, as server rendering has it.
describe('createI18n', () => {
  it('is ready synchronously and translates UI strings and contracts messages', () => {
    const zh = createI18n('zh');
    expect(zh.isInitialized).toBe(true);
    expect(zh.language).toBe('zh');
    expect(zh.t('nav.home')).toBe('首页');
    expect(zh.t('errors.login_failed')).toBe('用户名和密码不匹配');
    expect(createI18n('es').t('store.category.fanny_packs')).toBe('Cangureras');
  });

  it('interpolates without HTML-escaping (React escapes on render)', () => {
    const en = createI18n('en');
    expect(en.t('error.not_found_path', { path: '/a&b<c>' })).toBe('Page Not Found: /a&b<c>');
    expect(en.t('admin.pager', { first: 1, last: 10, totalRecords: 42 })).toBe('1-10 of 42');
  });

  it('gives a new instance per call, and instances do not share language', async () => {
    const a = createI18n('en');
    const b = createI18n('en');
    expect(a).not.toBe(b);
    await b.changeLanguage('zh');
    expect(a.language).toBe('en');
    expect(a.t('nav.contact')).toBe('Contact');
    expect(b.t('nav.contact')).toBe('联系我们');
  });

  it('merges extra resources over the bundled ones and falls back to Spanish', () => {
    const en = createI18n('en', {
      en: { translation: { 'nav.home': 'Start' } },
      es: { translation: { 'remote.only_es': 'Solo en español' }, extra: { hello: 'Hola' } },
    });
    expect(en.t('nav.home')).toBe('Start');
    expect(en.t('nav.products')).toBe('Products');
    expect(en.t('remote.only_es')).toBe('Solo en español');
    expect(en.t('hello', { ns: 'extra' })).toBe('Hola');
    expect(createI18n('en').t('nav.home')).toBe('Home');
  });
});

describe('browser singleton', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('initI18n initialises the shared instance once and then only switches language', () => {
    expect(i18n.isInitialized).toBeFalsy();
    expect(initI18n('en')).toBe(i18n);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(initI18n('zh')).toBe(i18n);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('changeLocale switches language, writes the lang cookie and sets <html lang>', async () => {
    initI18n('es');
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    try {
      await changeLocale('zh');
    } finally {
      setter.mockRestore();
    }
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(written).toHaveLength(1);
    const parts = written[0].split(';').map((part) => part.trim().toLowerCase());
    expect(parts).toEqual(
      expect.arrayContaining(['lang=zh', 'max-age=31536000', 'samesite=lax', 'path=/']),
    );

    await changeLocale('es');
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement.lang).toBe('es-PA');
    expect(readLocaleCookie()).toBe('es');
  });

  it('leaves <html lang> untouched when it already names the language (a write restyles the page)', async () => {
    initI18n('en');
    document.documentElement.lang = 'en';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    const seen = () => [...writes, ...observer.takeRecords()].length;
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    try {
      await changeLocale('en');
      expect(seen()).toBe(0);
      await changeLocale('zh');
      expect(seen()).toBe(1);
    } finally {
      observer.disconnect();
    }
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('readLocaleCookie', () => {
  it('reads lang from a Cookie header and ignores unknown values', () => {
    expect(readLocaleCookie('session=abc; lang=en; XSRF-TOKEN=x%3D')).toBe('en');
    expect(readLocaleCookie('lang=zh')).toBe('zh');
    expect(readLocaleCookie('lang=fr; other=1')).toBeUndefined();
    expect(readLocaleCookie('slang=en')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('reads document.cookie when no header is given', () => {
    document.cookie = 'lang=en; path=/';
    try {
      expect(readLocaleCookie()).toBe('en');
    } finally {
      document.cookie = 'lang=; max-age=0; path=/';
    }
    expect(readLocaleCookie()).toBeUndefined();
  });
});

describe('detectBrowserLocale', () => {
  it('picks the first supported language, else Spanish', () => {
    expect(detectBrowserLocale(['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(detectBrowserLocale(['de'])).toBe('es');
    expect(detectBrowserLocale([])).toBe('es');
  });

  it('reads navigator.languages by default', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'es']);
    try {
      expect(detectBrowserLocale()).toBe('en');
    } finally {
      languages.mockRestore();
    }
  });
});

describe('formatPrice', () => {
  it('formats US dollars for each language', () => {
    const es = formatPrice('49.9', 'es');
    expect(es).toContain('49.90');
    expect(es).toContain('$');
    expect(es).not.toContain('USD');
    expect(formatPrice(1249.5, 'en')).toBe('$1,249.50');
    expect(formatPrice('10', 'zh')).toContain('10.00');
  });

  it('answers what Intl.NumberFormat answers, in every language, without creating one', () => {
    const values: (number | string)[] = [
      0,
      -0,
      5,
      49.9,
      '49.90',
      ' 12 ',
      1234.5,
      1234567.891,
      -12.345,
      0.005,
      0.015,
      0.125,
      0.135,
      2.675,
      1.005,
      999.995,
      -0.001,
      -0.005,
      123456789012.345,
      1e20,
      5e-7,
      -5e-7,
      1e21,
      1.5e300,
      Number.MAX_SAFE_INTEGER,
      1.0000000000000002,
    ];
    // A fixed pseudo-random spread of prices with up to four decimals.
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 16807) % 2147483647;
      values.push(Math.round((seed / 2147483647) * 10 ** (2 + (i % 8))) / 10 ** (i % 5));
    }
    const expected = (value: number | string, locale: Locale) =>
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
      }).format(Number(value));
    for (const locale of LOCALES) {
      for (const value of values) {
        expect([value, formatPrice(value, locale)]).toEqual([value, expected(value, locale)]);
      }
    }
  });

  it('creates no Intl.NumberFormat for a price (its first one loads ICU data on the main thread)', () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        // A fresh copy of the lib: nothing cached from the tests above.
        const fresh =
          jest.requireActual<typeof import('../server/src/index')>('../server/src/index');
        expect(fresh.formatPrice(49.9, 'zh')).toBe('$49.90');
        expect(fresh.formatPrice('1234.5', 'es')).toBe('$1,234.50');
      });
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('returns unparseable input unchanged', () => {
    expect(formatPrice('abc', 'en')).toBe('abc');
    expect(formatPrice('', 'en')).toBe('');
  });
});
