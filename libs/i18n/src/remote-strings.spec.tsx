import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  I18nextProvider,
  changeLocale,
  createI18n,
  defineStrings,
  i18n,
  initI18n,
  registerStrings,
  useStrings,
  type StringCatalogue,
} from '../server/src/index';

const catalogue: StringCatalogue<'demo.title' | 'demo.count'> = {
  es: { 'demo.title': 'Bolsos de prueba', 'demo.count': '{{count}} bolsos' },
  en: { 'demo.title': 'Test bags', 'demo.count': '{{count}} bags' },
  zh: { 'demo.title': '测试包', 'demo.count': '{{count}} 个包' },
};
const demo = defineStrings('demoRemote', catalogue);

function DemoPage() {
  const { t } = useStrings(demo);
  return (
    <main>
      <h1>{t('demo.title')}</h1>
      <p>{t('demo.count', { count: 3 })}</p>
      {/* A common key, from the shell's namespace through the fallback. */}
      <button type="button">{t('common.save')}</button>
    </main>
  );
}

describe('a remote’s own strings', () => {
  it('refuses a namespace that is not a name, or the common one', () => {
    expect(() => defineStrings('', catalogue)).toThrow();
    expect(() => defineStrings('has space', catalogue)).toThrow();
    expect(() => defineStrings('translation', catalogue)).toThrow();
  });

  it('renders on the server with a per-request instance that never saw them', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('zh')}>
        <DemoPage />
      </I18nextProvider>,
    );
    expect(html).toContain('测试包');
    expect(html).toContain('3 个包');
    expect(html).toContain('保存');
  });

  it('falls back to Spanish for a key missing in a language, never to the raw key', () => {
    const partial = defineStrings('partialRemote', {
      ...catalogue,
      en: { 'demo.title': 'Test bags' } as StringCatalogue<'demo.title' | 'demo.count'>['en'],
    });
    function Count() {
      const { t } = useStrings(partial);
      return <p>{t('demo.count', { count: 2 })}</p>;
    }
    const html = renderToString(
      <I18nextProvider i18n={createI18n('en')}>
        <Count />
      </I18nextProvider>,
    );
    expect(html).toContain('2 bolsos');
  });

  it('joins the browser singleton when registered, and follows its language', async () => {
    registerStrings(demo);
    initI18n('es');
    expect(i18n.hasResourceBundle('zh', 'demoRemote')).toBe(true);
    render(<DemoPage />);
    expect(screen.getByRole('heading')).toHaveTextContent('Bolsos de prueba');
    expect(screen.getByRole('button')).toHaveTextContent('Guardar');
    await act(() => changeLocale('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Test bags');
    expect(screen.getByRole('button')).toHaveTextContent('Save');
    // Instances made after registration hold them from the start.
    expect(createI18n('zh').t('demo.title', { ns: 'demoRemote' })).toBe('测试包');
  });
});
