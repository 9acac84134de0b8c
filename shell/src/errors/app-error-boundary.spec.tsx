import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@bolsos/router';
import { LocationProbe } from '../../test/location-probe';
import { AppErrorBoundary } from './app-error-boundary';
import { clearFatalError, getFatalError } from './fatal-error';

let broken = true;
function App() {
  if (broken) throw new TypeError('internal detail');
  return <p>app</p>;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/en/contact']}>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('AppErrorBoundary', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearFatalError();
    jest.restoreAllMocks();
  });

  it('switches a person to the error page, without the detail', async () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    expect(screen.queryByText(/internal detail/)).not.toBeInTheDocument();
    expect(getFatalError()).toEqual({ code: 500 });
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(getFatalError()).toBeNull();
    // Home in the page's language: this app's page is an English one.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
  });

  it('only logs for a crawler', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Googlebot/2.1');
    renderApp();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getFatalError()).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.any(TypeError), expect.any(String));
  });
});
