import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, createI18n, i18n, initI18n, useTranslation } from '../server/src/index';
import { useI18nInstance } from './i18n-context';

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
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useI18nInstance());
      return null;
    }
    // Before, there is nothing to translate with: an error, not a page of blanks.
    expect(() => renderToStaticMarkup(<Probe />)).toThrow('initI18n has not run');
    initI18n('zh');
    renderToStaticMarkup(<Probe />);
    expect(seen).toEqual([i18n]);
    expect(renderToStaticMarkup(<Home />)).toBe('<span>首页</span>');
  });

  it('is one context for every copy of the lib, as the shell’s and storefront’s server bundles are', () => {
    let other!: Index;
    jest.isolateModules(() => {
      // Both server bundles take React from node_modules: one React, two copies of this lib.
      jest.doMock('react', () => React);
      other = jest.requireActual<Index>('./index');
    });
    jest.dontMock('react');
    expect(other.useTranslation).not.toBe(useTranslation);
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('zh')}>
        <Home translation={other.useTranslation} />
      </I18nextProvider>,
    );
    expect(markup).toBe('<span>首页</span>');
  });
});
