import * as React from 'react';
import * as ReactI18next from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  I18nextProvider,
  createI18n,
  defineStrings,
  i18n,
  initI18n,
  useStrings,
  useTranslation,
} from '../server/src/index';

type Index = typeof import('./index');

function Home({ translation = useTranslation }: { translation?: Index['useTranslation'] }) {
  const { t } = translation();
  return <span>{t('nav.home')}</span>;
}

describe('I18nextProvider', () => {
  it('gives its instance to everything below; the nearest provider wins', () => {
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('en')}>
        <Home />
        <I18nextProvider i18n={createI18n('zh')}>
          <Home />
        </I18nextProvider>
      </I18nextProvider>,
    );
    expect(markup).toBe('<span>Home</span><span>首页</span>');
  });

  it('without a provider, components get the browser singleton once initI18n has run', () => {
    const strings = defineStrings('contextDemo', {
      es: { 'demo.title': 'Hola' },
      en: { 'demo.title': 'Hello' },
      zh: { 'demo.title': '你好' },
    });
    function Probe() {
      return <span>{useStrings(strings).t('demo.title')}</span>;
    }
    // Before, there is nothing to translate with: useStrings throws rather than render a page
    // of keys (react-i18next's useTranslation would warn and answer the keys).
    expect(() => renderToStaticMarkup(<Probe />)).toThrow('initI18n has not run');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<Home />)).toBe('<span>nav.home</span>');
    initI18n('zh');
    // initReactI18next made the singleton react-i18next's default instance.
    expect(ReactI18next.getI18n()).toBe(i18n);
    expect(renderToStaticMarkup(<Probe />)).toBe('<span>你好</span>');
    expect(renderToStaticMarkup(<Home />)).toBe('<span>首页</span>');
  });

  it('is one context for every copy of the lib, as the shell’s and storefront’s server bundles are', () => {
    let other!: Index;
    jest.isolateModules(() => {
      // Both server bundles take React and react-i18next from node_modules (SERVER_EXTERNALS):
      // one React, one react-i18next context, two copies of this lib.
      jest.doMock('react', () => React);
      jest.doMock('react-i18next', () => ReactI18next);
      other = jest.requireActual<Index>('./index');
    });
    jest.dontMock('react');
    jest.dontMock('react-i18next');
    // react-i18next's hooks are that one module; this lib's own (useStrings) are per copy.
    expect(other.useTranslation).toBe(useTranslation);
    expect(other.useStrings).not.toBe(useStrings);
    const strings = other.defineStrings('otherCopy', {
      es: { 'demo.title': 'Hola' },
      en: { 'demo.title': 'Hello' },
      zh: { 'demo.title': '你好' },
    });
    function OtherCopy() {
      return <span>{other.useStrings(strings).t('nav.home')}</span>;
    }
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('zh')}>
        <OtherCopy />
      </I18nextProvider>,
    );
    expect(markup).toBe('<span>首页</span>');
  });
});
