import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
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
    await screen.findByRole('heading', { name: 'Product details' });
    expect(flags(1)).toEqual(['No Chinese alt text']);
    expect(flags(2)).toEqual(['No English alt text', 'No Chinese alt text']);
    // The detail page flags; the texts are edited on the edit page.
    expect(screen.queryByRole('group', { name: 'Alt text of image 1' })).toBeNull();
  });

  it('edits the alt texts beside each image and PUTs the three, then drops the flag', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({
      put: (path: string, body: unknown) => ({
        data: image(Number(path.split('/').pop()), (body as { alt: ProductImage['alt'] }).alt),
      }),
    });
    renderAt('/admin/products/5/edit');
    await screen.findByRole('heading', { name: 'Edit product' });
    const group = altGroup(1);
    expect(within(group).getByLabelText('Alt text (Español)')).toHaveValue('Bolso rojo de frente');
    expect(within(group).getByLabelText('Alt text (English)')).toHaveValue('Red bag, front');
    const zh = within(group).getByLabelText('Alt text (中文)');
    expect(zh).toHaveValue('');
    expect(zh).toHaveAttribute('maxlength', String(LIMITS.altMax));
    fireEvent.change(zh, { target: { value: '  红色手提包正面 ' } });
    fireEvent.click(within(item(1)).getByRole('button', { name: 'Save alt text of image 1' }));
    await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
    expect(writes.put).toHaveBeenCalledWith('/products/5/images/1', {
      alt: { es: 'Bolso rojo de frente', en: 'Red bag, front', zh: '红色手提包正面' },
    });
    await waitFor(() => expect(flags(1)).toEqual([]));
    expect(toasts()).toEqual([{ kind: 'success', message: 'Alt text of image 1 saved.' }]);
    expect(within(altGroup(1)).getByLabelText('Alt text (中文)')).toHaveValue('红色手提包正面');
    expect(flags(2)).toEqual(['No English alt text', 'No Chinese alt text']);
  });

  it("shows the API's 422 messages on the alt field, in the user's language, keeping the text", async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    mockWrites({
      put: apiError(422, {
        message: 'Los datos enviados no son válidos',
        errors: { 'alt.en': ['El campo no debe superar 200 caracteres'] },
      }),
    });
    renderAt('/admin/products/5/edit', 'es');
    await screen.findByRole('heading', { name: 'Editar producto' });
    const group = within(item(2)).getByRole('group', {
      name: 'Texto alternativo de la imagen 2',
    });
    fireEvent.change(within(group).getByLabelText('Texto alternativo (English)'), {
      target: { value: 'Handle' },
    });
    fireEvent.click(within(item(2)).getByRole('button', { name: 'Guardar textos de la imagen 2' }));
    expect(await within(group).findByText('El campo no debe superar 200 caracteres')).toBeVisible();
    expect(within(group).getByLabelText('Texto alternativo (English)')).toHaveValue('Handle');
    expect(
      within(item(2))
        .getAllByText(/^Sin texto alternativo/)
        .map((tag) => tag.textContent),
    ).toEqual(['Sin texto alternativo en inglés', 'Sin texto alternativo en chino']);
  });
});
