import { LOCALE_TAGS, MESSAGES } from '@bolsos/contracts';
import type { LocaleStrings } from './locale-bundles';
import { strings as enStrings } from './locale-strings/en';
import { strings as zhStrings } from './locale-strings/zh';

// What browser bundles get through package.json's `browser` field: only Spanish in memory.
jest.mock('./preloaded-strings', () => ({ PRELOADED_STRINGS: {} }));

type Index = typeof import('./index');
type Bundles = typeof import('./locale-bundles');

/** A fresh module registry per test: the singleton and the loaded languages start over. */
function fresh(): Index & Bundles {
  let modules!: Index & Bundles;
  jest.isolateModules(() => {
    modules = {
      ...(jest.requireActual('./index') as Index),
      ...(jest.requireActual('./locale-bundles') as Bundles),
    };
  });
  return modules;
}

function deferred() {
  let resolve!: (value: LocaleStrings) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<LocaleStrings>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('languages on demand (browser bundles)', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('holds only Spanish until another language is asked for', () => {
    const { loadedBundle, createI18n } = fresh();
    expect(loadedBundle('es')?.['nav.home']).toBe('Inicio');
    expect(loadedBundle('es')?.['errors.login_failed']).toBe(MESSAGES.es['errors.login_failed']);
    expect(loadedBundle('en')).toBeUndefined();
    expect(loadedBundle('zh')).toBeUndefined();
    // Without the server entry, a language not in memory falls back to Spanish, contracts'
    // messages included: only Spanish ones are in the static chunk.
    expect(createI18n('zh').t('nav.home')).toBe('Inicio');
    expect(createI18n('en').t('errors.login_failed')).toBe(MESSAGES.es['errors.login_failed']);
  });

  it('downloads a second language with its contracts messages when changeLocale asks', async () => {
    const modules = fresh();
    const loader = jest.spyOn(modules.LOCALE_LOADERS, 'en');
    modules.initI18n('es');
    expect(loader).not.toHaveBeenCalled();
    await modules.changeLocale('en');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(modules.i18n.language).toBe('en');
    expect(modules.i18n.t('nav.home')).toBe('Home');
    expect(modules.i18n.t('errors.login_failed')).toBe(MESSAGES.en['errors.login_failed']);
    expect(document.documentElement.lang).toBe(LOCALE_TAGS.en);
    // Now in memory, so per-request instances have it too.
    expect(modules.createI18n('en').t('nav.home')).toBe('Home');
  });

  it('changeLocale switches only once the bundle is here', async () => {
    const modules = fresh();
    const download = deferred();
    jest.spyOn(modules.LOCALE_LOADERS, 'zh').mockReturnValue(download.promise);
    modules.initI18n('es');
    const switching = modules.changeLocale('zh');
    await settle();
    expect(modules.i18n.language).toBe('es');
    expect(modules.i18n.t('nav.home')).toBe('Inicio');
    expect(document.cookie).not.toContain('lang=zh');
    download.resolve(zhStrings);
    await switching;
    expect(modules.i18n.language).toBe('zh');
    expect(modules.i18n.t('nav.home')).toBe('首页');
    expect(document.cookie).toContain('lang=zh');
  });

  it('initI18n in a language still downloading shows the Spanish strings, then switches', async () => {
    const modules = fresh();
    const download = deferred();
    jest.spyOn(modules.LOCALE_LOADERS, 'en').mockReturnValue(download.promise);
    const changes: string[] = [];
    expect(modules.initI18n('en')).toBe(modules.i18n);
    modules.i18n.on('languageChanged', (language: string) => changes.push(language));
    expect(modules.i18n.isInitialized).toBe(true);
    expect(modules.i18n.language).toBe('es');
    expect(modules.i18n.t('nav.home')).toBe('Inicio');
    download.resolve(enStrings);
    await settle();
    expect(modules.i18n.language).toBe('en');
    expect(modules.i18n.t('nav.home')).toBe('Home');
    // useTranslation re-renders on this event.
    expect(changes).toEqual(['en']);
  });

  it('downloads a language once, however often and however concurrently it is asked for', async () => {
    const modules = fresh();
    const loader = jest.spyOn(modules.LOCALE_LOADERS, 'en');
    modules.initI18n('es');
    await Promise.all([modules.changeLocale('en'), modules.changeLocale('en')]);
    await modules.changeLocale('es');
    await modules.changeLocale('en');
    modules.initI18n('en');
    await modules.loadBundle('en');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(modules.i18n.t('nav.home')).toBe('Home');
  });

  it('a later choice wins over a slower download of an earlier one', async () => {
    const modules = fresh();
    const download = deferred();
    jest.spyOn(modules.LOCALE_LOADERS, 'zh').mockReturnValue(download.promise);
    modules.initI18n('es');
    const slow = modules.changeLocale('zh');
    await modules.changeLocale('en');
    download.resolve(zhStrings);
    await slow;
    expect(modules.i18n.language).toBe('en');
    expect(modules.readLocaleCookie()).toBe('en');
  });

  it('a failed download rejects, keeps the language, and is retried on the next request', async () => {
    const modules = fresh();
    const loader = jest
      .spyOn(modules.LOCALE_LOADERS, 'zh')
      .mockRejectedValueOnce(new Error('chunk failed'));
    modules.initI18n('es');
    await expect(modules.changeLocale('zh')).rejects.toThrow('chunk failed');
    expect(modules.i18n.language).toBe('es');
    await modules.changeLocale('zh');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(modules.i18n.t('nav.home')).toBe('首页');
  });

  it('keeps resources given to initI18n over the downloaded strings', async () => {
    const modules = fresh();
    modules.initI18n('es', { en: { translation: { 'nav.home': 'Start' } } });
    await modules.changeLocale('en');
    expect(modules.i18n.t('nav.home')).toBe('Start');
    expect(modules.i18n.t('nav.products')).toBe('Products');
  });
});

describe('languages in Node (server rendering, tests)', () => {
  it('has every language in memory, so createI18n needs no download', () => {
    let modules!: Index & Bundles;
    jest.isolateModules(() => {
      jest.unmock('./preloaded-strings');
      modules = {
        ...(jest.requireActual('./index') as Index),
        ...(jest.requireActual('./locale-bundles') as Bundles),
      };
    });
    const loader = jest.spyOn(modules.LOCALE_LOADERS, 'zh');
    expect(modules.createI18n('zh').t('nav.home')).toBe('首页');
    expect(modules.createI18n('en').t('errors.login_failed')).toBe(
      MESSAGES.en['errors.login_failed'],
    );
    expect(modules.initI18n('zh').t('nav.home')).toBe('首页');
    expect(loader).not.toHaveBeenCalled();
  });
});
