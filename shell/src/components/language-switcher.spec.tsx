import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LanguageSwitcher, switchTarget } from './language-switcher';

describe('switchTarget', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/en', 'es', '/'],
    ['/contacto', 'zh', '/zh/联系'],
    ['/en/products/backpacks', 'es', '/productos/mochilas'],
    ['/zh/%E4%BA%A7%E5%93%81', 'en', '/en/products'],
    ['/en/auth/login', 'zh', '/zh/auth/login'],
  ] as const)('maps %s to its %s twin %s', (path, target, expected) => {
    expect(switchTarget(path, target)).toBe(expected);
  });

  it('sends pages without a twin to the home of the language', () => {
    expect(switchTarget('/en/no-such-page', 'zh')).toBe('/zh');
  });
});

describe('LanguageSwitcher', () => {
  it('links every language and marks the current one', () => {
    initI18n('en');
    render(
      <MemoryRouter initialEntries={['/en/contact']}>
        <LanguageSwitcher current="en" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh/联系');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});
