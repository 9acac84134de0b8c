import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import type { ProductImage } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const image = (id: number): ProductImage => ({
  id,
  position: id,
  alt: { es: `Foto ${id}` },
  width: 800,
  height: 800,
  url: `/media/${id}.jpg`,
  variants: [{ width: 400, url: `/media/${id}-400.webp` }],
});
const bag = product(5, { images: [image(1), image(2), image(3)] });
const shown = () =>
  screen
    .getAllByTestId('product-image')
    .map((item) => item.querySelector('img')?.getAttribute('alt'));

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

describe('product images', () => {
  afterEach(() => toast.clear());

  it('shows the thumbnails in order, with the first and last moves disabled', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5');
    await screen.findByRole('heading', { name: /^Product: / });
    expect(shown()).toEqual(['Foto 1', 'Foto 2', 'Foto 3']);
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
  });

  it('moves an image and PUTs the new order, then shows the answer', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (_path: string, body: unknown) => ({
        data: (body as { ids: number[] }).ids.map(image),
      }),
    });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 3 up' }));
    await waitFor(() => expect(shown()).toEqual(['Foto 1', 'Foto 3', 'Foto 2']));
    expect(writes.put).toHaveBeenCalledWith('/products/5/images/order', { ids: [1, 3, 2] });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    await waitFor(() => expect(shown()).toEqual(['Foto 3', 'Foto 1', 'Foto 2']));
    expect(writes.put).toHaveBeenLastCalledWith('/products/5/images/order', { ids: [3, 1, 2] });
  });

  it('keeps the order when the API refuses it', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({ put: apiError(422, { message: 'The data sent is invalid' }) });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 2 up' }));
    // Shown at once, put back when the server refuses it.
    expect(shown()).toEqual(['Foto 2', 'Foto 1', 'Foto 3']);
    await waitFor(() => expect(writes.put).toHaveBeenCalled());
    await waitFor(() => expect(shown()).toEqual(['Foto 1', 'Foto 2', 'Foto 3']));
  });

  it('moves an image to the top in one PUT, and the focus stays with it', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (_path: string, body: unknown) => ({
        data: (body as { ids: number[] }).ids.map(image),
      }),
    });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 3 to the top' }));
    await waitFor(() => expect(shown()).toEqual(['Foto 3', 'Foto 1', 'Foto 2']));
    expect(writes.put).toHaveBeenCalledTimes(1);
    expect(writes.put).toHaveBeenCalledWith('/products/5/images/order', { ids: [3, 1, 2] });
    // Now first, its "to the top" is disabled: its drag handle holds the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reorder image 1' })).toHaveFocus(),
    );
    for (const name of ['Reorder image 1', 'Move image 1 up', 'Move image 1 to the top'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('deletes an image after a confirmation', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({ del: undefined });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete image 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this image?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown()).toEqual(['Foto 1', 'Foto 3']));
    expect(writes.delete).toHaveBeenCalledWith('/products/5/images/2', { silent: true });
  });

  it('uploads dropped or picked files in one multipart request under `images`', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      upload: { data: [image(1), image(2), image(3), image(4), image(5)] },
    });
    renderAt('/admin/products/5');
    await screen.findByRole('heading', { name: /^Product: / });
    const input = screen
      .getByTestId('product-images')
      .querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']),
    );
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, {
      target: {
        files: [
          new File(['a'], 'a.webp', { type: 'image/webp' }),
          new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    await waitFor(() => expect(shown()).toHaveLength(5));
    expect(writes.upload).toHaveBeenCalledTimes(1);
    const [path, form] = writes.upload.mock.calls[0];
    expect(path).toBe('/products/5/images');
    expect((form as FormData).getAll('images').map((file) => (file as File).name)).toEqual([
      'a.webp',
      'b.jpg',
    ]);
  });

  it('names each refused file and its reason, and keeps the gallery', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      upload: apiError(422, {
        message: 'The data sent is invalid',
        errors: { 'images.1': ['notes.png is not a JPEG, PNG, WebP, AVIF or GIF image'] },
      }),
    });
    renderAt('/admin/products/5');
    await screen.findByRole('heading', { name: /^Product: / });
    const input = screen
      .getByTestId('product-images')
      .querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['a'], 'a.webp', { type: 'image/webp' }),
          new File(['not an image'], 'notes.png', { type: 'image/png' }),
        ],
      },
    });
    await waitFor(() => expect(writes.upload).toHaveBeenCalledTimes(1));
    expect(writes.upload.mock.calls[0][2]).toMatchObject({ silent: true });
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'error', message: 'notes.png is not a JPEG, PNG, WebP, AVIF or GIF image' },
      ]),
    );
    expect(shown()).toEqual(['Foto 1', 'Foto 2', 'Foto 3']);
  });
});
