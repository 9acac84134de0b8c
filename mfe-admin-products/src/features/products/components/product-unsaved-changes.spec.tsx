import { mockApi, mockWrites } from '@bolsos/api-client/testing';
import type { Product } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import {
  createMemoryRouter,
  Link,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import AdminProductsRoutes from '../../../admin-products-routes';

// Forms of some twenty antd fields: slow under jsdom on a busy machine.
jest.setTimeout(90000);

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The remote under '/admin' beside a menu link of the shell's, as in the back office. */
function renderWithMenu(path: string) {
  initI18n('en');
  // A data router, as the shell's: the guard is built on react-router's useBlocker.
  const routes = (
    <>
      <nav>
        <Link to="/admin/users">Users</Link>
      </nav>
      <Routes>
        <Route path="/admin/users" element={<h1>Users list</h1>} />
        <Route path="/admin/*" element={<AdminProductsRoutes basename="/admin" locale="en" />} />
      </Routes>
      <Location />
    </>
  );
  return render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: routes }], { initialEntries: [path] })}
    />,
  );
}

const bag = product(5, { price: '49.9' });
const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('unsaved changes', () => {
  afterEach(() => toast.clear());

  it('leaves the edit page at once when nothing was changed', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderWithMenu('/admin/products/5/edit');
    await screen.findByLabelText('Price (USD)');
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users list' })).toBeVisible();
  });

  it('asks before a menu link leaves an edited product, keeps the values, and not after saving', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (_path: string, body: unknown) => ({ data: { ...bag, ...(body as Partial<Product>) } }),
    });
    renderWithMenu('/admin/products/5/edit');
    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '55' } });
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(location()).toBe('/admin/products/5/edit');
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('55');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/products/5'));
    expect(writes.put).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('asks for alt texts typed and not saved, and leaves on "leave without saving"', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderWithMenu('/admin/products/5/edit');
    fireEvent.change(await screen.findByLabelText('Alt text (English)'), {
      target: { value: 'Bag, front' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Users list' })).toBeVisible();
  });

  it('asks on the create page once something is typed, and not after creating', async () => {
    mockApi({
      'POST /products': (input: { body?: unknown }) => ({
        data: product(77, { ...(input.body as Partial<Product>), images: [] }),
      }),
      'GET /products/77': { data: product(77) },
    });
    renderWithMenu('/admin/products/create');
    fireEvent.change(screen.getByLabelText('Name (Español)'), { target: { value: 'Mochila' } });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByLabelText('Name (Español)')).toHaveValue('Mochila');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Backpacks'));
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe('/admin/products/77'));
    expect(dialog()).toBeNull();
  });
});
