import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';

// What the apps rely on from the instance, now i18next 26's own with @bolsos/i18n's options:
// the contract 1.2.0's in-house runtime was written to (and checked against i18next then).
const resources: Resource = {
  es: {
    translation: {
      hello: 'Hola {{name}}',
      'a.b': 'AB es',
      only_es: 'Solo en español',
      empty: '',
      bags: '{{count}} bolsos',
      bags_one: 'un bolso',
      greeting: 'neutral',
      greeting_male: 'él',
      path: '{{user.name}} y {{x}}',
      escaped: 'Hi {{v}} / {{- v}}',
      'k:v': 'con dos puntos',
    },
    remote: { r1: 'R1 es', only_remote_es: 'solo remoto' },
  },
  en: {
    translation: {
      hello: 'Hello {{name}}',
      'a.b': 'AB en',
      bags_one: 'one bag',
      bags_other: '{{count}} bags',
      bags_zero: 'no bags',
    },
    remote: { r1: 'R1 en' },
  },
  zh: { translation: { hello: '你好 {{name}}' } },
};

function options(overrides: Partial<InitOptions> = {}): InitOptions {
  return {
    lng: 'en',
    fallbackLng: 'es',
    supportedLngs: ['es', 'en', 'zh'],
    // A copy per instance: adding strings to one must not show in another.
    resources: JSON.parse(JSON.stringify(resources)) as Resource,
    defaultNS: 'translation',
    fallbackNS: 'translation',
    keySeparator: false,
    interpolation: { escapeValue: false },
    ...overrides,
  };
}

function instance(overrides?: Partial<InitOptions>): I18n {
  const created = i18next.createInstance();
  void created.init(options(overrides));
  return created;
}

describe('the i18next instance', () => {
  it('is uninitialised and translates nothing before init', () => {
    const blank = i18next.createInstance();
    // i18next leaves the flag unset (undefined) until init; 1.4 answered false.
    expect(blank.isInitialized).toBeFalsy();
    expect(blank.store).toBeUndefined();
    expect(blank.t('hello')).toBe('');
  });

  it('initialises synchronously in the given language', async () => {
    const i18n = i18next.createInstance();
    const t = await i18n.init(options({ lng: 'zh' }));
    expect(i18n.isInitialized).toBe(true);
    expect([i18n.language, i18n.languages, i18n.resolvedLanguage]).toEqual([
      'zh',
      ['zh', 'es'],
      'zh',
    ]);
    expect(t('hello', { name: 'Li' })).toBe('你好 Li');
  });

  describe('t', () => {
    const i18n = instance();

    it('interpolates values: missing ones stay as written, null and undefined given are blank', () => {
      expect(i18n.t('hello', { name: 'Li' })).toBe('Hello Li');
      expect(i18n.t('hello', { name: 3 })).toBe('Hello 3');
      expect(i18n.t('hello')).toBe('Hello {{name}}');
      expect(i18n.t('hello', { name: undefined })).toBe('Hello ');
      expect(i18n.t('hello', { name: null })).toBe('Hello ');
      expect(i18n.t('hello', { replace: { name: 'R' } })).toBe('Hello R');
      expect(i18n.t('path', { user: { name: 'Ana' }, x: 1 })).toBe('Ana y 1');
      // A value is never read as a placeholder itself.
      expect(i18n.t('x {{a}} {{ b }}', { a: '{{b}}', b: 'B' })).toBe('x {{b}} B');
    });

    it('escapes values only when asked, and never {{- value}}', () => {
      expect(i18n.t('escaped', { v: '<a&b>' })).toBe('Hi <a&b> / <a&b>');
      expect(i18n.t('escaped', { v: `<a href="/x">'`, interpolation: { escapeValue: true } })).toBe(
        'Hi &lt;a href=&quot;&#x2F;x&quot;&gt;&#39; / <a href="/x">\'',
      );
    });

    it('falls back to Spanish, then to the default value, then to the key', () => {
      expect(i18n.t('a.b')).toBe('AB en');
      expect(i18n.t('only_es')).toBe('Solo en español');
      // An empty string is a translation, as in i18next.
      expect(i18n.t('empty')).toBe('');
      expect(i18n.t('nope', { defaultValue: 'D {{name}}', name: 'z' })).toBe('D z');
      expect(i18n.t('nope', 'Default')).toBe('Default');
      expect(i18n.t('nope.key')).toBe('nope.key');
      expect(i18n.t('Hi {{name}}', { name: 'x' })).toBe('Hi x');
      expect(i18n.t(['nope', 'hello'], { name: 'A' })).toBe('Hello A');
    });

    it('searches the key’s namespace in every language before the fallback namespace', () => {
      expect(i18n.t('r1', { ns: 'remote' })).toBe('R1 en');
      expect(i18n.t('only_remote_es', { ns: 'remote' })).toBe('solo remoto');
      expect(i18n.t('hello', { ns: 'remote', name: 'q' })).toBe('Hello q');
      expect(i18n.t('remote:r1')).toBe('R1 en');
      // 'k:v' names namespace 'k', which does not exist: the key is 'v'.
      expect(i18n.t('k:v')).toBe('v');
      // A key that reads as a sentence keeps its colon.
      expect(i18n.t('Note: this')).toBe('Note: this');
    });

    it('takes another language per call', () => {
      expect(i18n.t('hello', { lng: 'zh', name: 'W' })).toBe('你好 W');
    });

    it('picks plural forms by the language’s rules, and contexts', () => {
      expect(i18n.t('bags', { count: 1 })).toBe('one bag');
      expect(i18n.t('bags', { count: 5 })).toBe('5 bags');
      expect(i18n.t('bags', { count: 0 })).toBe('no bags');
      expect(i18n.t('bags', { count: 2, lng: 'zh' })).toBe('2 bolsos');
      expect(i18n.t('bags', { count: 1, lng: 'es' })).toBe('un bolso');
      expect(i18n.t('greeting', { context: 'male', lng: 'es' })).toBe('él');
      expect(i18n.t('greeting', { context: 'female', lng: 'es' })).toBe('neutral');
    });

    it('works unbound, as i18next’s does', () => {
      const { t } = i18n;
      expect(t('hello', { name: 'ub' })).toBe('Hello ub');
    });
  });

  it('getFixedT fixes a language, a namespace and a key prefix; null follows the instance', async () => {
    const i18n = instance();
    expect(i18n.getFixedT('zh', 'remote')('hello', { name: 'F' })).toBe('你好 F');
    expect(i18n.getFixedT(null, 'remote')('r1')).toBe('R1 en');
    expect(i18n.getFixedT(null, null, 'a')('b')).toBe('AB en');
    const current = i18n.getFixedT(null, null);
    await i18n.changeLanguage('zh');
    expect(current('hello', { name: 'F' })).toBe('你好 F');
  });

  it('exists answers whether t would find the key', () => {
    const i18n = instance();
    expect(i18n.exists('hello')).toBe(true);
    expect(i18n.exists('only_es')).toBe(true);
    expect(i18n.exists('r1', { ns: 'remote' })).toBe(true);
    expect(i18n.exists('nope')).toBe(false);
  });

  describe('changeLanguage', () => {
    it('switches before it returns and tells the listeners once', async () => {
      const i18n = instance();
      const seen: string[] = [];
      const listener = (language: string) => seen.push(language);
      i18n.on('languageChanged', listener);
      const done = i18n.changeLanguage('zh');
      expect(i18n.language).toBe('zh');
      expect(seen).toEqual(['zh']);
      expect((await done)('a.b')).toBe('AB es');
      i18n.off('languageChanged', listener);
      await i18n.changeLanguage('en');
      expect(seen).toEqual(['zh']);
    });

    it('takes the base of a regional code, and the fallback for an unsupported one', async () => {
      const i18n = instance();
      await i18n.changeLanguage('en-US');
      expect([i18n.language, i18n.languages]).toEqual(['en', ['en', 'es']]);
      await i18n.changeLanguage('fr');
      expect([i18n.language, i18n.languages, i18n.resolvedLanguage]).toEqual(['es', ['es'], 'es']);
    });

    it('keeps its language apart from other instances', async () => {
      const a = instance();
      const b = instance();
      await b.changeLanguage('zh');
      expect(a.language).toBe('en');
      expect(a.t('hello', { name: 'a' })).toBe('Hello a');
    });
  });

  describe('resource bundles', () => {
    it('answers which bundles exist and what they hold', () => {
      const i18n = instance();
      expect(i18n.hasResourceBundle('en', 'remote')).toBe(true);
      expect(i18n.hasResourceBundle('zh', 'remote')).toBe(false);
      expect(i18n.hasResourceBundle('xx', 'translation')).toBe(false);
      expect(i18n.getResource('en', 'translation', 'hello')).toBe('Hello {{name}}');
      expect(i18n.getResource('en', 'nope', 'x')).toBeUndefined();
      expect(i18n.getResourceBundle('en', 'remote')).toEqual({ r1: 'R1 en' });
      // i18next's typings ask for the namespace; without one it reads the default, as 1.4 did.
      expect((i18n.getResourceBundle as (lng: string) => unknown)('zh')).toEqual({
        hello: '你好 {{name}}',
      });
    });

    it('adds without overwriting (deep, no overwrite), or overwriting, and copies', () => {
      const i18n = instance();
      const added = { r1: 'new', r2: 'R2' };
      i18n.addResourceBundle('en', 'remote', added, true, false);
      expect(i18n.t('r1', { ns: 'remote' })).toBe('R1 en');
      expect(i18n.t('r2', { ns: 'remote' })).toBe('R2');
      i18n.addResourceBundle('en', 'remote', { r1: 'newer' }, true, true);
      expect(i18n.t('r1', { ns: 'remote' })).toBe('newer');
      i18n.addResourceBundle('en', 'remote', { r1: 'newest' });
      expect(i18n.t('r1', { ns: 'remote' })).toBe('newest');
      added.r2 = 'changed afterwards';
      expect(i18n.t('r2', { ns: 'remote' })).toBe('R2');
      i18n.addResource('zh', 'remote', 'r1', 'R1 zh');
      expect(i18n.t('r1', { ns: 'remote', lng: 'zh' })).toBe('R1 zh');
      i18n.removeResourceBundle('zh', 'remote');
      expect(i18n.hasResourceBundle('zh', 'remote')).toBe(false);
    });

    it('a language added later is used when switched to', async () => {
      const i18n = instance({ resources: { es: { translation: { x: 'X es' } } } });
      await i18n.changeLanguage('zh');
      expect([i18n.language, i18n.resolvedLanguage, i18n.t('x')]).toEqual(['zh', 'es', 'X es']);
      i18n.addResourceBundle('zh', 'translation', { x: 'X zh' });
      expect(i18n.t('x')).toBe('X zh');
    });
  });
});
