import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import type { Product } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const section = (language: string) => screen.getByRole('group', { name: language });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

async function pickCategory(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByTitle(label));
}

/** The API's answer to a create: the body, with an id and what the server adds. */
const created = (body: unknown): { data: Product } => ({
  data: product(77, { ...(body as Partial<Product>), images: [] }),
});

// A form of some twenty antd fields: slow under jsdom on a busy machine.
jest.setTimeout(60000);

describe('create product', () => {
  afterEach(() => toast.clear());

  it('has a section per language, Spanish first and the others optional', async () => {
    mockApi({});
    renderAt('/admin/products/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create product' })).toBeInTheDocument();
    expect(within(section('Español')).getByLabelText('Name (Español)')).toBeInTheDocument();
    expect(within(section('Español')).queryByText(/^Optional/)).not.toBeInTheDocument();
    expect(
      within(section('English')).getByText('Optional: the Spanish text is shown when empty.'),
    ).toBeInTheDocument();
    expect(within(section('中文')).getByLabelText('Name (中文)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  });

  it('checks the fields with the contracts schema before calling the API', async () => {
    const api = mockApi({ 'POST /products': (input: { body?: unknown }) => created(input.body) });
    renderAt('/admin/products/create');
    type(screen.getByLabelText('Price (USD)'), '12.345');
    type(within(section('English')).getByLabelText('Address (slug)'), 'Not a slug!');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(section('Español')).findByText('Required')).toBeInTheDocument();
    // English has text, so its name is now required and its slug checked.
    expect(await within(section('English')).findByText('Required')).toBeInTheDocument();
    expect(
      within(section('English')).getByText('Use lowercase letters, numbers and hyphens only'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Must be a multiple of 0.01')).toBeInTheDocument();
    expect(within(section('中文')).queryByText('Required')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('POSTs the cleaned product, leaves empty languages out, then shows it with a toast', async () => {
    const api = mockApi({
      'POST /products': (input: { body?: unknown }) => created(input.body),
      'GET /products/77': { data: product(77) },
    });
    renderAt('/admin/products/create');
    await pickCategory('Backpacks');
    type(screen.getByLabelText('Price (USD)'), ' 49.90 ');
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    type(within(section('Español')).getByLabelText('Name (Español)'), '  Mochila Roja ');
    type(within(section('Español')).getByLabelText('Description'), 'Cuero');
    type(within(section('English')).getByLabelText('Name (English)'), 'Red Backpack');
    type(within(section('English')).getByLabelText('Address (slug)'), 'Red-Backpack');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/77$/),
    );
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0][0]).toBe('/products');
    expect(api.post.mock.calls[0][1]).toEqual({
      category: 'backpacks',
      price: 49.9,
      published: true,
      translations: {
        es: { name: 'Mochila Roja', description: 'Cuero' },
        en: { name: 'Red Backpack', slug: 'red-backpack' },
      },
    });
    expect(toasts()).toEqual([{ kind: 'success', message: 'Product Mochila Roja created.' }]);
    expect(await screen.findByRole('heading', { name: /^Product: / })).toBeInTheDocument();
  });

  it('saves the product first, then uploads the picked images to it', async () => {
    const order: string[] = [];
    const api = mockApi({
      'POST /products': (input: { body?: unknown }) => {
        order.push('product');
        return created(input.body);
      },
      'GET /products/77': { data: product(77) },
    });
    const writes = mockWrites({
      upload: () => {
        order.push('images');
        return { data: [] };
      },
    });
    const { container } = renderAt('/admin/products/create');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']),
    );
    expect(input).toHaveAttribute('multiple');
    const files = [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'side.png', { type: 'image/png' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('side.png')).toBeInTheDocument();
    expect(writes.upload).not.toHaveBeenCalled();

    await pickCategory('Tote bags');
    type(screen.getByLabelText('Price (USD)'), '20');
    type(within(section('Español')).getByLabelText('Name (Español)'), 'Tote');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/77$/),
    );
    expect(order).toEqual(['product', 'images']);
    expect(api.post).toHaveBeenCalledTimes(1);
    const [path, form] = writes.upload.mock.calls[0];
    expect(path).toBe('/products/77/images');
    expect((form as FormData).getAll('images').map((file) => (file as File).name)).toEqual([
      'front.jpg',
      'side.png',
    ]);
  });

  it("puts the server's 422 messages on the fields, the other languages' too", async () => {
    mockApi({
      'POST /products': apiError(422, {
        message: 'The data sent is invalid',
        errors: {
          'translations.en.slug': ['The slug is already in use'],
          price: ['Too expensive'],
        },
      }),
    });
    renderAt('/admin/products/create');
    await pickCategory('Backpacks');
    type(screen.getByLabelText('Price (USD)'), '20');
    type(within(section('Español')).getByLabelText('Name (Español)'), 'Mochila');
    type(within(section('English')).getByLabelText('Name (English)'), 'Backpack');
    type(within(section('English')).getByLabelText('Address (slug)'), 'backpack');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await within(section('English')).findByText('The slug is already in use'),
    ).toBeInTheDocument();
    expect(screen.getByText('Too expensive')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/create$/);
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
