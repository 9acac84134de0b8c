import { changeLocale, initI18n } from '@bolsos/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@bolsos/router';
import { LocationProbe } from '../../test/location-probe';
import { FatalErrorGate } from '../errors/app-error-boundary';
import { getFatalError, setFatalError } from '../errors/fatal-error';
import { ErrorPage, errorMessageKey } from './error-page';

function renderPage(code: number, message?: string) {
  return render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <ErrorPage code={code} message={message} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  beforeEach(async () => {
    initI18n('en');
    await changeLocale('en');
    document.title = 'Bolsos';
  });

  it.each([
    [404, 'Page not found'],
    [401, 'Permission denied'],
    [403, 'Permission denied'],
    [500, 'An error occurred while loading the page.'],
    [503, 'An error occurred while loading the page.'],
  ])('shows Error %i with its message', (code, message) => {
    renderPage(code);
    const card = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: `Error ${code}` })).toBeInTheDocument();
    expect(card).toHaveTextContent(message);
    expect(card).toHaveAttribute('data-error-code', String(code));
    // The alert icon is inline SVG, decorative.
    expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(errorMessageKey(code)).toMatch(/^error\./);
  });

  it('titles the document with the error label, and restores it when left', () => {
    const { unmount } = renderPage(404);
    expect(document.title).toBe('Error 404');
    unmount();
    expect(document.title).toBe('Bolsos');
  });

  it('speaks the language in use', async () => {
    await act(() => changeLocale('es'));
    renderPage(404);
    expect(screen.getByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Página no encontrada');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
    await act(() => changeLocale('zh'));
    expect(screen.getByRole('heading', { name: '错误 404' })).toBeInTheDocument();
    expect(document.title).toBe('错误 404');
  });

  it.each([
    ['/contacto', '/'],
    ['/zh/contact', '/zh'],
  ])("'Go to Home' on %s leads to %s, the URL's language's home", (path, home) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <ErrorPage code={404} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', home);
  });

  it("'Go to Home' clears the app's error state and goes home ('/en' from an English page)", async () => {
    setFatalError(new Error('boom'));
    render(
      <MemoryRouter initialEntries={['/en/contact']}>
        <FatalErrorGate>
          <p>the app</p>
        </FatalErrorGate>
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(getFatalError()).toBeNull();
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
  });

  it('shows a given message instead of the default one', () => {
    renderPage(404, 'Page Not Found: /nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Page Not Found: /nope');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Page not found');
  });

  it('leads to the dashboard instead of Home when the back office asks', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/users']}>
        <ErrorPage code={401} home={{ to: '/admin', label: 'Go to the dashboard' }} />
        <LocationProbe />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Go to the dashboard' });
    expect(link).toHaveAttribute('href', '/admin');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });
});
