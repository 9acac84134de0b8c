import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, createI18n, useTranslation, type TFunction } from '../server/src/index';

describe('useTranslation', () => {
  it('translates every component below the provider', () => {
    const instance = createI18n('en');
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('auth.login.title')}</h1>;
    }
    const html = renderToString(
      <I18nextProvider i18n={instance}>
        {Array.from({ length: 20 }, (_, index) => (
          <Title key={index} />
        ))}
      </I18nextProvider>,
    );
    expect(html.match(/Sign in/g)).toHaveLength(20);
    // react-i18next fixes a t in each component (1.0.1–1.4 fixed one per instance, language
    // and namespace); that cost is the real library's.
  });

  it('answers as react-i18next does, as an object and as an array', () => {
    const seen: unknown[] = [];
    function Probe() {
      const result = useTranslation();
      const [t, i18n, ready] = result;
      seen.push(t === result.t, i18n === result.i18n, ready, result.ready);
      // react-i18next's i18n is a copy of the instance per language (1.4 gave the instance).
      seen.push(i18n.language, i18n.t === instance.t);
      return null;
    }
    const instance = createI18n('es');
    render(
      <I18nextProvider i18n={instance}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toEqual([true, true, true, true, 'es', true]);
  });

  it('gives a new t when the language changes, so memoised labels follow it', async () => {
    const instance = createI18n('es');
    const ts = new Set<TFunction>();
    function Label() {
      const { t } = useTranslation();
      ts.add(t);
      return <p>{t('auth.login.title')}</p>;
    }
    render(
      <I18nextProvider i18n={instance}>
        <Label />
      </I18nextProvider>,
    );
    expect(screen.getByText('Iniciar sesión')).toBeInTheDocument();
    await act(() => instance.changeLanguage('zh'));
    expect(screen.getByText('登录')).toBeInTheDocument();
    expect(ts.size).toBe(2);
  });
});
