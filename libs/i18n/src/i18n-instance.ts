/**
 * The translation runtime behind `@bolsos/i18n`: the part of i18next's instance API these apps
 * and their remotes use, with i18next's answers, in a fraction of its size. `@bolsos/i18n` is a
 * Module Federation singleton and a shared package ships whole, so i18next (about 15 KiB gzip,
 * plugins, backends, formatters and nesting included) was on every first load for flat catalogues
 * held in memory. Method names, arguments and results follow i18next's, so a bundle built on
 * 1.1.x (a storefront server bundle still running its own copy of this lib's hooks) works with
 * an instance made here, and the other way round.
 */

/** A namespace's strings: flat keys ('auth.login.title'), no nesting. */
export type ResourceKey = string | { readonly [key: string]: unknown };
export interface ResourceLanguage {
  [namespace: string]: ResourceKey;
}
/** Language → namespace → key → string, as i18next's `Resource`. */
export interface Resource {
  [language: string]: ResourceLanguage;
}

type Bundle = Record<string, unknown>;

export interface TOptions {
  /** `{{name}}` values; `{{- name}}` is never escaped. */
  [variable: string]: unknown;
  /** The language instead of the instance's. */
  lng?: string;
  /** Where to look for the key, before the fallback namespace. */
  ns?: string | readonly string[];
  /** The text when no language has the key (interpolated like a found one). */
  defaultValue?: unknown;
  /** Picks `key_one`, `key_other`… (the language's plural rules) when such keys exist. */
  count?: number;
  /** Picks `key_<context>` when it exists. */
  context?: unknown;
  /** Values to use instead of the options themselves. */
  replace?: Record<string, unknown>;
  /** `escapeValue: true` HTML-escapes the values of this call. */
  interpolation?: { escapeValue?: boolean };
  /** Prepended to the key with a dot. */
  keyPrefix?: string;
}

/** i18next's `t`: a key (or keys, the first found wins), options or a default value. */
export interface TFunction {
  (key: string | readonly string[], options?: TOptions): string;
  (key: string | readonly string[], defaultValue: string, options?: TOptions): string;
}

export interface InitOptions {
  /** Start language. */
  lng?: string;
  /** Where every lookup ends; a string or list of language codes. */
  fallbackLng?: string | readonly string[];
  /** Languages a code must be one of to be used (or to have a region stripped to one). */
  supportedLngs?: readonly string[];
  resources?: Resource;
  /** Namespace of a key given without one. */
  defaultNS?: string;
  /** Namespaces tried after the key's own, in every language. */
  fallbackNS?: string | readonly string[];
  /** Accepted for i18next's sake: keys are always flat. */
  keySeparator?: false;
  interpolation?: { escapeValue?: boolean };
  /** Accepted for i18next's sake: resources are in memory, so init is always synchronous. */
  initAsync?: boolean;
}

export type I18nEvent = 'initialized' | 'languageChanging' | 'languageChanged';
type Listener = (...args: never[]) => void;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"'/]/g, (char) => ENTITIES[char]);
const list = (value: string | readonly string[] | undefined | null): string[] =>
  value == null ? [] : typeof value === 'string' ? [value] : [...value];
const own = (object: object | undefined, key: string) =>
  !!object && Object.prototype.hasOwnProperty.call(object, key);
/** A key with one of these reads as a sentence, so a ':' in it does not name a namespace. */
const SENTENCE = /[ ,?!;]/;
const VARIABLE = /\{\{(-?)(.+?)\}\}/g;

/** `{{a.b}}` reads `a.b`, else walks `a` then `b`, as i18next does. */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  if (own(data, path)) return data[path];
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !own(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    plurals.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

export class I18nInstance {
  language!: string;
  /** The languages a lookup tries, in order (the language, then the fallbacks). */
  languages: string[] = [];
  /** The first of `languages` that holds strings. */
  resolvedLanguage?: string;
  isInitialized = false;
  options: InitOptions = {};
  /** Present once initialised (i18next's resource store; this one is just the data). */
  store?: { data: Resource };
  /** Translates in the instance's language (or `lng`); the key itself when nothing has it. */
  readonly t: TFunction;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor() {
    // i18next binds every method, so `i18n.t` can be handed around on its own.
    const prototype = I18nInstance.prototype as unknown as Record<string, unknown>;
    const self = this as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name !== 'constructor' && typeof prototype[name] === 'function') {
        self[name] = (prototype[name] as (...args: unknown[]) => unknown).bind(this);
      }
    }
    this.t = this.translate.bind(this) as TFunction;
  }

  /** Synchronous (the resources are in memory); the promise is i18next's. */
  init(
    options: InitOptions = {},
    callback?: (error: unknown, t: TFunction) => void,
  ): Promise<TFunction> {
    this.options = { ...options, interpolation: { escapeValue: true, ...options.interpolation } };
    this.store = { data: options.resources ?? {} };
    const done = this.changeLanguage(options.lng ?? list(options.fallbackLng)[0]);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return done;
  }

  on(event: I18nEvent | string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: I18nEvent | string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: I18nEvent | string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  private supported(code: string): boolean {
    const { supportedLngs } = this.options;
    return !supportedLngs?.length || supportedLngs.includes(code);
  }

  /** The language, its base language ('en' for 'en-US') and the fallbacks, all supported. */
  private hierarchy(language: string | undefined): string[] {
    const codes: string[] = [];
    const base = language?.split('-')[0];
    for (const code of [language, base, ...list(this.options.fallbackLng)]) {
      if (code && !codes.includes(code) && this.supported(code)) codes.push(code);
    }
    return codes;
  }

  /**
   * Switches language (synchronously: 'languageChanged' is emitted before this returns). A code
   * that no resource and no supported language matches becomes the first fallback language.
   */
  changeLanguage(
    lng?: string,
    callback?: (error: unknown, t: TFunction) => void,
  ): Promise<TFunction> {
    if (lng) {
      this.emit('languageChanging', lng);
      const code =
        this.hasLanguage(lng) || this.supported(lng)
          ? lng
          : this.hierarchy(lng).find((candidate) => candidate !== lng);
      if (code) {
        this.language = code;
        this.languages = this.hierarchy(code);
        this.resolvedLanguage = this.languages.find((candidate) => this.hasLanguage(candidate));
        this.emit('languageChanged', code);
      }
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private hasLanguage(language: string): boolean {
    const namespaces = this.store?.data[language];
    return !!namespaces && Object.values(namespaces).some((bundle) => Object.keys(bundle).length);
  }

  getResource(lng: string, ns: string, key?: string): unknown {
    const namespaces = own(this.store?.data, lng) ? this.store?.data[lng] : undefined;
    const bundle = own(namespaces, ns) ? namespaces?.[ns] : undefined;
    if (key === undefined) return bundle;
    return typeof bundle === 'object' && own(bundle, key) ? (bundle as Bundle)[key] : undefined;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.getResource(lng, ns) !== undefined;
  }

  getResourceBundle(lng: string, ns?: string): Bundle | undefined {
    return this.getResource(lng, ns ?? this.options.defaultNS ?? 'translation') as
      Bundle | undefined;
  }

  getDataByLanguage(lng: string): ResourceLanguage | undefined {
    return this.store?.data[lng];
  }

  /**
   * Adds strings to a namespace. `deep` with `overwrite` false keeps the strings already there
   * (i18next's merge); otherwise the new ones win. The bundle is copied, never kept.
   */
  addResourceBundle(
    lng: string,
    ns: string,
    resources: Bundle,
    deep?: boolean,
    overwrite?: boolean,
  ): this {
    const data = (this.store ??= { data: {} }).data;
    const language = (data[lng] ??= {});
    const current = { ...((language[ns] as Bundle | undefined) ?? {}) };
    for (const [key, value] of Object.entries(resources)) {
      if (!deep || overwrite || !own(current, key)) current[key] = value;
    }
    language[ns] = current;
    return this;
  }

  addResources(lng: string, ns: string, resources: Bundle): this {
    return this.addResourceBundle(lng, ns, resources);
  }

  addResource(lng: string, ns: string, key: string, value: string): this {
    return this.addResourceBundle(lng, ns, { [key]: value });
  }

  removeResourceBundle(lng: string, ns: string): this {
    if (this.store?.data[lng]) delete this.store.data[lng][ns];
    return this;
  }

  /** Whether some language and namespace `t` would search holds the key. */
  exists(key: string | readonly string[], options: TOptions = {}): boolean {
    return this.resolve(list(key), options) !== undefined;
  }

  /** A `t` bound to a language (null: the instance's at call time), namespace and key prefix. */
  getFixedT(
    lng: string | null | undefined,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
  ): TFunction {
    return ((key: string | readonly string[], second?: unknown, third?: TOptions) => {
      const options = this.optionsOf(second, third);
      options.lng ??= lng ?? undefined;
      options.ns ??= ns ?? undefined;
      options.keyPrefix ??= keyPrefix;
      return this.t(key, options);
    }) as TFunction;
  }

  /** A second argument that is a string is the default value, as in i18next. */
  private optionsOf(second: unknown, third?: TOptions): TOptions {
    return typeof second === 'string'
      ? { ...third, defaultValue: second }
      : { ...(second as TOptions | undefined) };
  }

  private translate(key: string | readonly string[], second?: unknown, third?: TOptions): string {
    // i18next answers '' before init: no language, no strings.
    if (!this.store) return '';
    const options = this.optionsOf(second, third);
    const keys = list(key).map((each) =>
      options.keyPrefix ? `${options.keyPrefix}.${each}` : each,
    );
    const found = this.resolve(keys, options);
    let text: string;
    if (found !== undefined) text = found;
    else if (options.defaultValue !== undefined) text = String(options.defaultValue);
    else text = this.split(keys[keys.length - 1] ?? '', options).key;
    return this.interpolate(text, options);
  }

  /** 'ns:key' names a namespace unless the key reads as a sentence. */
  private split(key: string, options: TOptions): { key: string; namespaces: string[] } {
    const given = list(options.ns);
    const namespaces = given.length ? given : list(this.options.defaultNS);
    const colon = key.indexOf(':');
    if (colon > 0 && !SENTENCE.test(key)) {
      return { key: key.slice(colon + 1), namespaces: [key.slice(0, colon)] };
    }
    return { key, namespaces };
  }

  /**
   * i18next's lookup order: for each key, each namespace (its own, then the fallback ones), each
   * language (the language, then the fallbacks); the plural and context forms of a key before it.
   */
  private resolve(keys: readonly string[], options: TOptions): string | undefined {
    const languages = this.hierarchy(options.lng ?? this.language);
    for (const raw of keys) {
      const { key, namespaces } = this.split(raw, options);
      for (const ns of [...namespaces, ...list(this.options.fallbackNS)]) {
        for (const language of languages) {
          for (const candidate of this.forms(key, language, options)) {
            const value = this.getResource(language, ns, candidate);
            if (typeof value === 'string') return value;
          }
        }
      }
    }
    return undefined;
  }

  private forms(key: string, language: string, options: TOptions): string[] {
    const { count, context } = options;
    const bases =
      (typeof context === 'string' && context !== '') || typeof context === 'number'
        ? [`${key}_${context}`, key]
        : [key];
    if (typeof count !== 'number') return bases;
    return bases.flatMap((base) => [
      ...(count === 0 ? [`${base}_zero`] : []),
      base + pluralSuffix(language, count),
      base,
    ]);
  }

  /**
   * `{{name}}` from the options (or `replace`), escaped when asked; a value not given stays as
   * written, as i18next leaves it. No formats and no `$t()` nesting: these catalogues have none.
   */
  private interpolate(text: string, options: TOptions): string {
    const data = (options.replace ?? options) as Record<string, unknown>;
    const escape = options.interpolation?.escapeValue ?? this.options.interpolation?.escapeValue;
    return text.replace(VARIABLE, (match, raw: string, name: string) => {
      const path = name.trim();
      const value = valueAt(data, path);
      if (value === undefined && !own(data, path)) return match;
      const string = value == null ? '' : String(value);
      return escape && !raw ? escapeHtml(string) : string;
    });
  }
}

/** The instance type every export of `@bolsos/i18n` speaks. */
export type I18n = I18nInstance;
