import { act, render, screen } from '@testing-library/react';
import {
  I18nextProvider,
  Trans,
  changeLocale,
  createI18n,
  initI18n,
  useTranslation,
} from '../server/src/index';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('auth.login.title')}</h1>;
}

describe('React bindings', () => {
  it('renders with a per-request instance given through I18nextProvider', () => {
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <Heading />
        <p>
          <Trans i18nKey="error.title" values={{ code: 404 }} />
        </p>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('登录');
    expect(screen.getByText('错误 404')).toBeInTheDocument();
  });

  it('uses the singleton without a provider and re-renders on changeLocale', async () => {
    initI18n('es');
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('Iniciar sesión');
    await act(() => changeLocale('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
  });
});
