import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import type { Product } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

// A form of some twenty antd fields: slow under jsdom on a busy machine.
jest.setTimeout(60000);

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const section = (language: string) => screen.getByRole('group', { name: language });
const bag = product(5, {
  price: '49.9',
  category: 'backpacks',
  published: false,
  translations: {
    es: { name: 'Mochila Roja', slug: 'mochila-roja', description: 'Cuero rojo' },
    en: { name: 'Red Backpack', slug: 'red-backpack', description: '' },
  },
});

describe('edit product', () => {
  afterEach(() => toast.clear());

  it('fills the form with the product, and its images are managed here too', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit product' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('49.9');
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    expect(within(section('Español')).getByLabelText('Address (slug)')).toHaveValue('mochila-roja');
    expect(within(section('English')).getByLabelText('Name (English)')).toHaveValue('Red Backpack');
    expect(within(section('中文')).getByLabelText('Name (中文)')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );
    expect(screen.getAllByTestId('product-image')).toHaveLength(1);
  });

  it('PUTs the whole product, then shows it with a success toast', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (_path: string, body: unknown) => ({
        data: { ...bag, ...(body as Partial<Product>) },
      }),
    });
    renderAt('/admin/products/5/edit');
    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '55' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.change(within(section('Español')).getByLabelText('Name (Español)'), {
      target: { value: 'Mochila Granate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/5$/),
    );
    expect(writes.put).toHaveBeenCalledWith('/products/5', {
      category: 'backpacks',
      price: 55,
      published: true,
      translations: {
        es: { name: 'Mochila Granate', slug: 'mochila-roja', description: 'Cuero rojo' },
        en: { name: 'Red Backpack', slug: 'red-backpack' },
      },
      // The one Save carries the images' order and alt texts too.
      images: bag.images.map((image) => ({
        id: image.id,
        alt: { es: image.alt.es ?? '', en: image.alt.en ?? '', zh: image.alt.zh ?? '' },
      })),
    });
    expect(toasts()).toEqual([{ kind: 'success', message: 'Product Mochila Granate saved.' }]);
  });

  it('keeps the input after a failed Save and sends the second Save', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    let calls = 0;
    const writes = mockWrites({
      put: (_path: string, body: unknown) => {
        calls += 1;
        return calls === 1
          ? apiError(500, { message: 'Server error' })
          : { data: { ...bag, ...(body as Partial<Product>) } };
      },
    });
    renderAt('/admin/products/5/edit');
    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '57' } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('57');
    fireEvent.click(save);
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(2));
    expect(writes.put.mock.calls[1][1]).toMatchObject({ price: 57 });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/5$/),
    );
  });
});
