import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import { LIMITS, type ProductImage } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

// The edit page: a form of some twenty antd fields, slow under jsdom on a busy machine.
jest.setTimeout(60000);

const image = (id: number, alt: ProductImage['alt'] = {}): ProductImage => ({
  id,
  position: id,
  alt,
  width: 800,
  height: 800,
  url: `/media/${id}.jpg`,
  variants: [],
});
const bag = product(5, { images: [image(1, { es: 'Asa' })] });
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const file = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
const sentNames = (form: unknown) =>
  (form as FormData).getAll('images').map((sent) => (sent as File).name);
const queued = () => screen.queryAllByTestId('queued-image');
const altOfFile = (name: string) => screen.getByRole('group', { name: `Alt text of ${name}` });
const type = (group: HTMLElement, language: string, value: string) =>
  fireEvent.change(within(group).getByLabelText(`Alt text (${language})`), { target: { value } });

/** Picks files on the edit page, in the images card inside the product form. */
async function pick(...files: File[]) {
  await screen.findByRole('heading', { name: 'Edit product' });
  const input = screen
    .getByTestId('product-images')
    .querySelector('input[type=file]') as HTMLInputElement;
  const before = queued().length;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
  // antd reads the picked files asynchronously: slow under jsdom on a busy machine.
  await waitFor(() => expect(queued()).toHaveLength(before + files.length), { timeout: 10000 });
}

/** The PUT's images, answered as the API stores them. */
const stored = (_path: string, body: unknown) => {
  const sent = body as { images: { id: number; alt: ProductImage['alt'] }[] };
  return { data: { ...bag, images: sent.images.map((one) => image(one.id, one.alt)) } };
};

describe('images picked on the edit page', () => {
  afterEach(() => toast.clear());

  it("take alt texts in every language like the create form's, and the one Save uploads them and stores the texts", async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const order: string[] = [];
    const writes = mockWrites({
      upload: () => {
        order.push('upload');
        return { data: [image(1, { es: 'Asa' }), image(8)] };
      },
      put: (path: string, body: unknown) => {
        order.push('put');
        return stored(path, body);
      },
    });
    renderAt('/admin/products/5/edit');
    await pick(file('nuevo.png'));
    // Held for the Save, not sent yet; its own alt texts, named by its file.
    expect(writes.upload).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
    const group = altOfFile('nuevo.png');
    for (const language of ['Español', 'English', '中文']) {
      const input = within(group).getByLabelText(`Alt text (${language})`);
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('maxlength', String(LIMITS.altMax));
    }
    // Its place comes from the gallery after the save: no order of its own among the queue.
    expect(within(queued()[0]).queryByRole('button', { name: /^Move image/ })).toBeNull();
    type(group, 'Español', ' Bolso nuevo ');
    type(group, 'English', 'New bag');
    type(group, '中文', '新手提包');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/5$/),
    );
    expect(order).toEqual(['upload', 'put']);
    expect(writes.upload.mock.calls[0][0]).toBe('/products/5/images');
    expect(sentNames(writes.upload.mock.calls[0][1])).toEqual(['nuevo.png']);
    expect(writes.put).toHaveBeenCalledWith(
      '/products/5',
      expect.objectContaining({
        images: [
          { id: 1, alt: { es: 'Asa', en: '', zh: '' } },
          { id: 8, alt: { es: 'Bolso nuevo', en: 'New bag', zh: '新手提包' } },
        ],
      }),
    );
    // Saved: nothing is left to ask about.
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(toasts()).toEqual([{ kind: 'success', message: expect.stringMatching(/saved/) }]);
  });

  it('counts a picked image as unsaved work', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5/edit');
    await pick(file('nuevo.png'));
    type(altOfFile('nuevo.png'), 'Español', 'Bolso nuevo');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/5\/edit$/);
    expect(within(altOfFile('nuevo.png')).getByLabelText('Alt text (Español)')).toHaveValue(
      'Bolso nuevo',
    );
  });

  it('keeps a refused file marked with its texts and sends no PUT; removed, the next Save stores the rest', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const reason = 'roto.png is not a JPEG, PNG, WebP, AVIF or GIF image';
    const writes = mockWrites({
      upload: apiError(422, {
        message: 'The data sent is invalid',
        errors: { 'images.1': [reason] },
      }),
      put: stored,
    });
    renderAt('/admin/products/5/edit');
    await pick(file('bueno.png'), file('roto.png'));
    type(altOfFile('bueno.png'), 'English', 'Good bag');
    type(altOfFile('roto.png'), 'English', 'Broken');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(writes.put).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ kind: 'error', message: reason }]);
    expect(queued().map((row) => row.getAttribute('data-state'))).toEqual(['waiting', 'failed']);
    expect(within(queued()[1]).getByRole('alert')).toHaveTextContent(reason);
    // Nothing typed is gone.
    expect(within(altOfFile('bueno.png')).getByLabelText('Alt text (English)')).toHaveValue(
      'Good bag',
    );
    expect(within(altOfFile('roto.png')).getByLabelText('Alt text (English)')).toHaveValue(
      'Broken',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove roto.png' }));
    writes.upload.mockImplementation(() =>
      Promise.resolve({ data: [image(1, { es: 'Asa' }), image(9)] } as never),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
    expect(sentNames(writes.upload.mock.calls[1][1])).toEqual(['bueno.png']);
    expect(writes.put.mock.calls[0][1]).toEqual(
      expect.objectContaining({
        images: [
          { id: 1, alt: { es: 'Asa', en: '', zh: '' } },
          { id: 9, alt: { es: '', en: 'Good bag', zh: '' } },
        ],
      }),
    );
  });

  it('once uploaded, a refused PUT leaves the image among the others with its texts, and the next Save does not upload it again', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    let refuse = true;
    const writes = mockWrites({
      upload: { data: [image(1, { es: 'Asa' }), image(8)] },
      put: (path: string, body: unknown) => {
        if (!refuse) return stored(path, body);
        refuse = false;
        return apiError(422, {
          message: 'The data sent is invalid',
          errors: { 'translations.es.slug': ['The slug is already in use'] },
        });
      },
    });
    renderAt('/admin/products/5/edit');
    await pick(file('nuevo.png'));
    type(altOfFile('nuevo.png'), '中文', '新手提包');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The slug is already in use')).toBeInTheDocument();
    expect(queued()).toHaveLength(0);
    const second = within(screen.getAllByTestId('product-image')[1]);
    expect(second.getByLabelText('Alt text (中文)')).toHaveValue('新手提包');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(2));
    expect(writes.upload).toHaveBeenCalledTimes(1);
    expect(writes.put.mock.calls[1][1]).toEqual(
      expect.objectContaining({
        images: [
          { id: 1, alt: { es: 'Asa', en: '', zh: '' } },
          { id: 8, alt: { es: '', en: '', zh: '新手提包' } },
        ],
      }),
    );
  });
});
