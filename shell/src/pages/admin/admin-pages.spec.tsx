import { useAuthStore } from '@bolsos/auth-store';
import { initI18n } from '@bolsos/i18n';
import { toastStore } from '@bolsos/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
} from '@bolsos/router';
import { fakeApi, makeUser, resetAuthStore } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { APP_ROUTES, AppContentProvider } from '../../routing/app-router';
import { AdminHomePage } from './admin-home-page';
import { ProfilePage } from './profile-page';

const ADMIN = makeUser();

// antd renders slowly under jest on a busy machine.
jest.setTimeout(30_000);

/** antd validates in promises and macrotasks: let them settle inside act. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

// antd inputs re-render on every keystroke: typing character by character is slow under jest.
async function change(label: string, value: string, index = 0) {
  await act(async () => {
    fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });
    await settle();
  });
}

async function press(index: number) {
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[index]);
    await settle();
  });
}

describe('AdminHomePage', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => useAuthStore.getState().setUser(ADMIN));
  afterEach(resetAuthStore);

  it('shows the counts and the recent contact messages', async () => {
    const server = fakeApi({
      'GET /dashboard': {
        status: 200,
        body: {
          counts: { products: 32, users: 2, populars: 8 },
          incomplete: { es: 0, en: 3, zh: 17 },
          recent_messages: [
            {
              id: 5,
              name: 'Lucía Pérez',
              email: 'lucia@example.pa',
              phone: '+507 6000-0000',
              message: '¿Tienen la mochila azul?',
              language: 'es',
              product_id: null,
              product: null,
              status: 'new',
              created_at: '2026-03-01T15:00:00.000Z',
            },
            {
              id: 4,
              name: 'Wang Fang',
              email: 'wang@example.cn',
              phone: '',
              message: '有黑色的吗？',
              language: 'zh',
              product_id: 12,
              product: {
                id: 12,
                name: 'Coral Fanny Pack',
                path: '/en/products/fanny-packs/coral-fanny-pack',
              },
              status: 'answered',
              created_at: '2026-02-28T10:00:00.000Z',
            },
          ],
        },
      },
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <AdminHomePage locale="en" />
        </MemoryRouter>,
      );
      await settle();
    });
    expect(
      await screen.findByTestId('dashboard-count-products', undefined, { timeout: 10_000 }),
    ).toHaveTextContent(/Products\s*32/);
    expect(screen.getByTestId('dashboard-count-users')).toHaveTextContent(/Users\s*2/);
    expect(screen.getByTestId('dashboard-count-populars')).toHaveTextContent(
      /Popular products\s*8/,
    );
    const messages = screen.getByTestId('dashboard-messages');
    expect(within(messages).getByText('Lucía Pérez')).toBeInTheDocument();
    expect(within(messages).getByText(/lucia@example\.pa · \+507 6000-0000/)).toBeInTheDocument();
    expect(within(messages).getByText('¿Tienen la mochila azul?')).toBeInTheDocument();
    // Each message links to its page in the inbox; only the one about a bag names it.
    expect(
      within(messages)
        .getAllByTestId('dashboard-message-link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Lucía Pérez', '/admin/messages/5'],
      ['Wang Fang', '/admin/messages/4'],
    ]);
    const about = within(messages).getAllByTestId('dashboard-message-product');
    expect(about.map((node) => node.textContent)).toEqual(['About: Coral Fanny Pack']);
    expect(
      within(about[0].closest('li') as HTMLElement).getByText('Wang Fang'),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    // Products missing something per language; English and Chinese open the filtered list.
    expect(screen.getByTestId('dashboard-incomplete-es')).toHaveTextContent(/Spanish\s*0/);
    expect(screen.getByTestId('dashboard-incomplete-en')).toHaveTextContent(/English\s*3/);
    expect(screen.getByTestId('dashboard-incomplete-zh')).toHaveTextContent(/Chinese\s*17/);
    expect(screen.getByRole('link', { name: 'Show products missing English' })).toHaveAttribute(
      'href',
      '/admin/products?missing=en',
    );
    expect(screen.getByRole('link', { name: 'Show products missing Chinese' })).toHaveAttribute(
      'href',
      '/admin/products?missing=zh',
    );
    expect(
      within(screen.getByTestId('dashboard-incomplete-es')).queryByRole('link'),
    ).not.toBeInTheDocument();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /dashboard']);
  }, 20_000);

  it('says when there are no messages', async () => {
    fakeApi({
      'GET /dashboard': {
        status: 200,
        body: { counts: { products: 0, users: 1, populars: 0 }, recent_messages: [] },
      },
    });
    await act(async () => {
      render(
        <MemoryRouter>
          <AdminHomePage locale="en" />
        </MemoryRouter>,
      );
      await settle();
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('fails gracefully when the dashboard cannot be read', async () => {
    const server = fakeApi({ 'GET /dashboard': { status: 404, body: { message: 'Not Found' } } });
    await act(async () => {
      render(
        <MemoryRouter>
          <AdminHomePage locale="en" />
        </MemoryRouter>,
      );
      await settle();
    });
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent(
      'An error occurred while processing your request.',
    );
    expect(server.notify).not.toHaveBeenCalled();
  });
});

/**
 * The profile page as the admin area mounts it: inside the app's data router (its unsaved-changes
 * guard needs one), with a link elsewhere.
 */
function renderProfile() {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: ['/admin/profile'] });
  return render(
    <AppContentProvider router={<RouterProvider router={router} />}>
      <Routes>
        <Route
          path="/admin/profile"
          element={
            <>
              <Link to="/admin">to the dashboard</Link>
              <ProfilePage />
            </>
          }
        />
        <Route path="/admin" element={<p>the dashboard</p>} />
      </Routes>
      <LocationProbe />
    </AppContentProvider>,
  );
}

describe('ProfilePage', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    useAuthStore.getState().setUser(ADMIN);
    toastStore.clear();
  });
  afterEach(resetAuthStore);

  it('updates the basic info: success toast and a fresh user in the store', async () => {
    const renamed = { ...ADMIN, name: 'Ana María' };
    const server = fakeApi({
      'PUT /profile': {
        status: 200,
        body: { message: 'Your profile has been updated.', user: renamed },
      },
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Admin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@bolsos.test');
    await change('Name', 'Ana María');
    await press(0);
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(renamed));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/profile',
      body: { name: 'Ana María', email: 'admin@bolsos.test' },
    });
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Your profile has been updated.' }),
    ]);
  });

  it('saves the basic info twice in a row: both are sent and the button is free after each', async () => {
    const server = fakeApi({
      'PUT /profile': (call) => ({
        status: 200,
        body: { message: 'Saved.', user: { ...ADMIN, ...(call.body as object) } },
      }),
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    const save = screen.getAllByRole('button', { name: 'Save' })[0];
    for (const name of ['Ana Uno', 'Ana Dos']) {
      await change('Name', name);
      await press(0);
      await waitFor(() => expect(useAuthStore.getState().user?.name).toBe(name));
      await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    }
    expect(
      server.calls.filter((call) => call.method === 'PUT').map((call) => call.body),
    ).toMatchObject([{ name: 'Ana Uno' }, { name: 'Ana Dos' }]);
  });

  it("puts 'The email is already in use' on the e-mail field", async () => {
    fakeApi({
      'PUT /profile': {
        status: 422,
        body: {
          message: 'The data sent is invalid',
          errors: { email: ['The email is already in use'] },
        },
      },
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('E-mail', 'manager@bolsos.test');
    await change('Current password', 'Admin#2026demo');
    await press(0);
    expect(await screen.findByText('The email is already in use')).toBeInTheDocument();
    expect(screen.getByTestId('form-errors')).toHaveTextContent('Fields pending completion');
    expect(useAuthStore.getState().user).toEqual(ADMIN);
  });

  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const moved = { ...ADMIN, email: 'ana@bolsos.test' };
    const server = fakeApi({
      'PUT /profile': { status: 200, body: { message: 'Saved.', user: moved } },
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    // Only the password form's field until the address changes.
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
    await change('E-mail', 'ana@bolsos.test');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(2);
    expect(
      screen.getByText(
        'We will send a notice to your current address and sign out your other sessions.',
      ),
    ).toBeInTheDocument();
    await press(0);
    expect(
      await screen.findByText('Enter your current password to change your email'),
    ).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    await change('Current password', 'Admin#2026demo');
    await press(0);
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(moved));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/profile',
      body: { name: 'Ana Admin', email: 'ana@bolsos.test', current_password: 'Admin#2026demo' },
    });
    // Saved: the address is the account's again, and the field goes with its value.
    await waitFor(() => expect(screen.getAllByLabelText('Current password')).toHaveLength(1));
  });

  it('validates on the client with the contracts schema', async () => {
    const server = fakeApi({});
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('Name', '');
    await press(0);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByTestId('form-errors')).toHaveTextContent('Fields pending completion');
    expect(server.calls).toEqual([]);
  });

  it("updates the password, with 'Current password is incorrect' on its field", async () => {
    const server = fakeApi({
      'PUT /profile/password': (call) =>
        (call.body as { current_password: string }).current_password === 'Admin#2026demo'
          ? { status: 200, body: { message: 'Your password has been updated.', user: ADMIN } }
          : {
              status: 422,
              body: {
                message: 'The data sent is invalid',
                errors: { current_password: ['Current password is incorrect'] },
              },
            },
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('Current password', 'wrong');
    await change('New password', 'New#password2026');
    await change('Confirm password', 'New#password2026');
    await press(1);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    await change('Current password', 'Admin#2026demo');
    await press(1);
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({ kind: 'success', message: 'Your password has been updated.' }),
      ]),
    );
    // The form empties after a successful change.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(server.calls).toHaveLength(2);
  });

  it("says 'Passwords do not match' before sending", async () => {
    const server = fakeApi({});
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('Current password', 'Admin#2026demo');
    await change('New password', 'New#password2026');
    await change('Confirm password', 'Other#password2026');
    await press(1);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
  it('has its <h1> and asks before a link loses typed changes, in the admin language', async () => {
    await initI18n('es');
    try {
      fakeApi({});
      await act(async () => {
        renderProfile();
        await settle();
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
      // Nothing typed: the link leaves at once.
      fireEvent.click(screen.getByText('to the dashboard'));
      expect(screen.getByText('the dashboard')).toBeInTheDocument();
    } finally {
      await initI18n('en');
    }
  });

  it('asks before leaving with a changed name or a typed password, and stays on "keep editing"', async () => {
    fakeApi({});
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('New password', 'New#password2026');
    fireEvent.click(screen.getByText('to the dashboard'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      await settle();
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/profile$/);
    expect(screen.getByLabelText('New password')).toHaveValue('New#password2026');

    // Emptied again: nothing is lost by leaving.
    await change('New password', '');
    await change('Name', 'Ana Cambiada');
    fireEvent.click(screen.getByText('to the dashboard'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
      await settle();
    });
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
  });

  it('stops asking once the profile is saved', async () => {
    const renamed = { ...ADMIN, name: 'Ana María' };
    fakeApi({
      'PUT /profile': { status: 200, body: { message: 'Saved.', user: renamed } },
    });
    await act(async () => {
      renderProfile();
      await settle();
    });
    await change('Name', 'Ana María');
    await press(0);
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(renamed));
    await act(async () => {
      fireEvent.click(screen.getByText('to the dashboard'));
      await settle();
    });
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });
});
