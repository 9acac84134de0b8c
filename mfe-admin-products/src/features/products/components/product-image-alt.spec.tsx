import { mockApi, mockWrites } from '@bolsos/api-client/testing';
import { LIMITS, type ProductImage } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

// The edit page: a form of some twenty antd fields, slow under jsdom on a busy machine.
jest.setTimeout(60000);

const image = (id: number, alt: ProductImage['alt']): ProductImage => ({
  id,
  position: id,
  alt,
  width: 800,
  height: 800,
  url: `/media/${id}.jpg`,
  variants: [],
});
const bag = product(5, {
  images: [image(1, { es: 'Bolso rojo de frente', en: 'Red bag, front' }), image(2, { es: 'Asa' })],
});
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const item = (position: number) => screen.getAllByTestId('product-image')[position - 1];
const flags = (position: number) =>
  within(item(position))
    .queryAllByText(/alt text$/)
    .map((tag) => tag.textContent);
const altGroup = (position: number) =>
  within(item(position)).getByRole('group', { name: `Alt text of image ${position}` });

describe('image alt text', () => {
  afterEach(() => toast.clear());

  it('flags on the detail page each language an image has no alt text in', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5');
    await screen.findByRole('heading', { name: /^Product: / });
    expect(flags(1)).toEqual(['No Chinese alt text']);
    expect(flags(2)).toEqual(['No English alt text', 'No Chinese alt text']);
    // The detail page flags; the texts are edited on the edit page.
    expect(screen.queryByRole('group', { name: 'Alt text of image 1' })).toBeNull();
  });

  it("edits the alt texts beside each image; the product's one Save PUTs them with the rest", async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (_path: string, body: unknown) => {
        const sent = body as { images: { id: number; alt: ProductImage['alt'] }[] };
        return {
          data: {
            ...bag,
            images: sent.images.map((one) => image(one.id, one.alt)),
          },
        };
      },
    });
    renderAt('/admin/products/5/edit');
    await screen.findByRole('heading', { name: 'Edit product' });
    const group = altGroup(1);
    expect(within(group).getByLabelText('Alt text (Español)')).toHaveValue('Bolso rojo de frente');
    expect(within(group).getByLabelText('Alt text (English)')).toHaveValue('Red bag, front');
    const zh = within(group).getByLabelText('Alt text (中文)');
    expect(zh).toHaveValue('');
    expect(zh).toHaveAttribute('maxlength', String(LIMITS.altMax));
    // No save of its own: the product's Save stores it.
    expect(screen.queryByRole('button', { name: /^Save alt text/ })).toBeNull();
    fireEvent.change(zh, { target: { value: '  红色手提包正面 ' } });
    // The flag follows what is typed.
    await waitFor(() => expect(flags(1)).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
    expect(writes.put).toHaveBeenCalledWith(
      '/products/5',
      expect.objectContaining({
        images: [
          {
            id: 1,
            alt: { es: 'Bolso rojo de frente', en: 'Red bag, front', zh: '红色手提包正面' },
          },
          { id: 2, alt: { es: 'Asa', en: '', zh: '' } },
        ],
      }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Product: / })).toBeVisible());
    // The detail page, with nothing left to ask about.
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(toasts()).toEqual([
      { kind: 'success', message: expect.stringMatching(/saved|updated/i) },
    ]);
  });

  it('reorders the images on the edit page without a write, and the Save sends the order', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({ put: () => ({ data: bag }) });
    renderAt('/admin/products/5/edit');
    await screen.findByRole('heading', { name: 'Edit product' });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() =>
      expect(within(item(1)).getByLabelText('Alt text (Español)')).toHaveValue('Asa'),
    );
    expect(writes.put).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
    const sent = writes.put.mock.calls[0][1] as { images: { id: number }[] };
    expect(sent.images.map((one) => one.id)).toEqual([2, 1]);
  });
});
