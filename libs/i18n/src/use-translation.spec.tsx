import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { TFunction } from './i18n-instance';
import { I18nextProvider, createI18n } from '../server/src/index';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it('fixes t once per instance, language and namespace, however many components ask', () => {
    const instance = createI18n('en');
    const getFixedT = jest.spyOn(instance, 'getFixedT');
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
    expect(getFixedT).toHaveBeenCalledTimes(1);
  });

  it('answers as react-i18next does, as an object and as an array', () => {
    const seen: unknown[] = [];
    function Probe() {
      const result = useTranslation();
      const [t, i18n, ready] = result;
      seen.push(t === result.t, i18n === result.i18n, ready, result.ready);
      return null;
    }
    const instance = createI18n('es');
    render(
      <I18nextProvider i18n={instance}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toEqual([true, true, true, true]);
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
