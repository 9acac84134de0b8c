import { useAuthStore } from '@bolsos/auth-store';
import { isLocale, type Locale } from '@bolsos/contracts';
import { I18nextProvider, changeLocale, i18n, useTranslation } from '@bolsos/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { Link, MemoryRouter, useLocation } from '@bolsos/router';
import { useEffect, useState } from 'react';
import { fakeApi, makeUser, resetAuthStore } from '../../test/fake-api';
import { AdminLayout } from './admin-layout';
import { LAPTOP_WIDTH, PHONE_WIDTH, setWindowWidth } from '@bolsos/admin-kit/testing';

// antd renders slowly under jest on a busy machine.
jest.setTimeout(30_000);

/** As the shell renders it on '/admin…' routes: in the language i18n speaks (cookie, switcher). */
function AdminAtCurrentLanguage() {
  const { i18n: instance } = useTranslation();
  const locale: Locale = isLocale(instance.language) ? instance.language : 'es';
  return (
    <AdminLayout locale={locale}>
      {/* Any antd text from its locale pack: the empty state of tables and lists. */}
      <Empty data-testid="antd-empty" />
    </AdminLayout>
  );
}

/** antd's menu and select update in timers after a render or a click: let them settle inside act. */
async function settled(action: () => unknown) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

async function renderAdmin() {
  await settled(() =>
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/admin']}>
          <AdminAtCurrentLanguage />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

const EMPTY_TEXT: Record<Locale, string> = { es: 'No hay datos', en: 'No data', zh: '暂无数据' };

describe('AdminLayout', () => {
  beforeEach(() => {
    setWindowWidth(LAPTOP_WIDTH);
    useAuthStore.getState().setUser(makeUser());
  });
  afterEach(async () => {
    resetAuthStore();
    await act(() => changeLocale('en'));
  });

  it.each(['es', 'en', 'zh'] as const)(
    "gives antd its %s texts (ConfigProvider's locale)",
    async (locale) => {
      await act(() => changeLocale(locale));
      await renderAdmin();
      expect(screen.getByTestId('antd-empty')).toHaveTextContent(EMPTY_TEXT[locale]);
    },
  );

  it("follows the layout's language switcher", async () => {
    await act(() => changeLocale('en'));
    await renderAdmin();
    expect(screen.getByTestId('antd-empty')).toHaveTextContent('No data');
    await settled(() => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' })));
    await settled(() => fireEvent.click(screen.getByTitle('中文')));
    await waitFor(() => expect(screen.getByTestId('antd-empty')).toHaveTextContent('暂无数据'));
    expect(i18n.language).toBe('zh');
    expect(screen.getByRole('combobox', { name: '语言' })).toBeInTheDocument();
  });

  it('switches antd when the language changes elsewhere (the admin follows the cookie)', async () => {
    await act(() => changeLocale('zh'));
    await renderAdmin();
    expect(screen.getByTestId('antd-empty')).toHaveTextContent('暂无数据');
    await act(() => changeLocale('es'));
    expect(screen.getByTestId('antd-empty')).toHaveTextContent('No hay datos');
  });

  const newMessages = (count: number) => ({
    status: 200,
    body: {
      data: [],
      meta: {
        total: count,
        page: 1,
        per_page: 1,
        from: count ? 1 : 0,
        to: count ? 1 : 0,
        counts: { new: count, open: 1, answered: 4, archived: 0, spam: 2 },
      },
    },
  });

  it('shows how many messages are new beside Messages, asked for fresh', async () => {
    const { calls } = fakeApi({ 'GET /messages': newMessages(3) });
    await act(() => changeLocale('en'));
    await renderAdmin();
    expect(await screen.findByTitle('3 new messages')).toBeInTheDocument();
    expect(screen.getByTestId('admin-menu-messages')).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByTestId('admin-menu-messages')).toHaveTextContent(/^Messages/);
    const asked = calls.filter((call) => call.path === '/messages');
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked)
      expect(Object.fromEntries(call.query)).toEqual({ status: 'new', per_page: '1' });
  });

  it('shows no count when nothing is new, and never asks for a user with no staff role', async () => {
    const { calls } = fakeApi({ 'GET /messages': newMessages(0) });
    await act(() => changeLocale('en'));
    await renderAdmin();
    await waitFor(() => expect(calls.some((call) => call.path === '/messages')).toBe(true));
    expect(screen.queryByTestId('admin-menu-messages-count')).not.toBeInTheDocument();

    const quiet = fakeApi({ 'GET /messages': newMessages(5) });
    act(() => useAuthStore.getState().setUser(makeUser({ roles: [] })));
    await settled(() => undefined);
    expect(screen.queryByTestId('admin-menu-messages')).not.toBeInTheDocument();
    expect(quiet.calls.filter((call) => call.path === '/messages')).toEqual([]);
  });
  it('signs out from a real button in the menu, which Tab reaches', async () => {
    const { calls } = fakeApi({ 'POST /logout': { status: 204, body: '' } });
    await act(() => changeLocale('en'));
    await renderAdmin();
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toHaveAttribute('type', 'button');
    await settled(() => fireEvent.click(button));
    await waitFor(() => expect(calls.some((call) => call.path === '/logout')).toBe(true));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });

  describe('on a phone (below 768 px)', () => {
    /** A page with a heading and a link to another page, as the remotes render them. */
    function PhonePages() {
      const { pathname } = useLocation();
      return (
        <AdminLayout locale="en">
          <h1>{pathname === '/admin' ? 'Dashboard' : 'Products'}</h1>
          <Link to="/admin/products">Go to products</Link>
        </AdminLayout>
      );
    }

    async function renderPhone() {
      setWindowWidth(PHONE_WIDTH);
      await act(() => changeLocale('en'));
      await settled(() =>
        render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/admin']}>
              <PhonePages />
            </MemoryRouter>
          </I18nextProvider>,
        ),
      );
    }

    it('keeps the menu in a drawer opened by a named button, closed by choosing a page', async () => {
      await renderPhone();
      expect(
        screen.queryByRole('navigation', { name: 'Back-office menu' }),
      ).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Open the menu' });
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('aria-expanded', 'false');

      await settled(() => fireEvent.click(button));
      const nav = await screen.findByRole('navigation', { name: 'Back-office menu' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('admin-menu-products')).toBeVisible();

      await settled(() => fireEvent.click(screen.getByTestId('admin-menu-products')));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products');
      await waitFor(() => expect(nav).not.toBeInTheDocument());
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the drawer on Escape and gives the focus back to its button', async () => {
      await renderPhone();
      const button = screen.getByRole('button', { name: 'Open the menu' });
      await settled(() => fireEvent.click(button));
      const nav = await screen.findByRole('navigation', { name: 'Back-office menu' });
      await settled(() => fireEvent.keyDown(nav, { key: 'Escape', code: 'Escape', keyCode: 27 }));
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      // Once the drawer's focus trap has let go.
      await waitFor(() => expect(button).toHaveFocus());
    });

    it('names the button in Spanish and Chinese too', async () => {
      await renderPhone();
      await act(() => changeLocale('es'));
      expect(screen.getByRole('button', { name: 'Abrir el menú' })).toBeInTheDocument();
      await act(() => changeLocale('zh'));
      expect(screen.getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
    });
  });

  it('shows the sider and no menu button on a wide screen', async () => {
    await act(() => changeLocale('en'));
    await renderAdmin();
    expect(screen.getByRole('navigation', { name: 'Back-office menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
  });

  it('offers a skip link first, which takes the focus to the page heading', async () => {
    setWindowWidth(PHONE_WIDTH);
    await act(() => changeLocale('en'));
    await settled(() =>
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/admin']}>
            <AdminLayout locale="en">
              <h1>Dashboard</h1>
            </AdminLayout>
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#admin-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
    fireEvent.click(skip);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
  });

  it('moves the focus to the new page heading after a navigation, even when it comes late', async () => {
    setWindowWidth(LAPTOP_WIDTH);
    await act(() => changeLocale('en'));
    function LatePage() {
      const { pathname } = useLocation();
      const [ready, setReady] = useState(pathname === '/admin');
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 20);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>{pathname}</h1> : <p>Loading</p>;
    }
    function Pages() {
      const { pathname } = useLocation();
      return (
        <AdminLayout locale="en">
          <LatePage key={pathname} />
          <Link to="/admin/users">Users page</Link>
        </AdminLayout>
      );
    }
    await settled(() =>
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/admin']}>
            <Pages />
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    // The first page of a visit leaves the focus where the browser put it.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    const link = screen.getByRole('link', { name: 'Users page' });
    link.focus();
    await settled(() => fireEvent.click(link));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '/admin/users' })).toHaveFocus(),
    );
  });

  it('keeps the focus on the new page heading when the page draws its heading again', async () => {
    setWindowWidth(LAPTOP_WIDTH);
    await act(() => changeLocale('en'));
    // A record page: a heading while its data loads, then another element with the record's name
    // (a product just created, an invitation just sent).
    function RecordPage() {
      const { pathname } = useLocation();
      const [loaded, setLoaded] = useState(pathname === '/admin');
      useEffect(() => {
        const timer = setTimeout(() => setLoaded(true), 30);
        return () => clearTimeout(timer);
      }, []);
      return loaded ? (
        <section>
          <h1>Mochila Andes</h1>
        </section>
      ) : (
        <h1>Loading…</h1>
      );
    }
    function Pages() {
      const { pathname } = useLocation();
      return (
        <AdminLayout locale="en">
          <RecordPage key={pathname} />
          <Link to="/admin/products/41">Create</Link>
        </AdminLayout>
      );
    }
    await settled(() =>
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/admin']}>
            <Pages />
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Create' });
    link.focus();
    await settled(() => fireEvent.click(link));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Mochila Andes' })).toHaveFocus(),
    );
  });
});
