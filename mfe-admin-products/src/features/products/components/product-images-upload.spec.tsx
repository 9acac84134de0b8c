import { api, type RequestOptions } from '@bolsos/api-client';
import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import { LIMITS, type ProductImage } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const image = (id: number): ProductImage => ({
  id,
  position: id,
  alt: { es: `Foto ${id}` },
  width: 800,
  height: 800,
  url: `/media/${id}.jpg`,
  variants: [],
});
const bag = product(5, { images: [image(1)] });
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type });
const gallery = () => screen.queryAllByTestId('product-image');
const queued = () =>
  screen.queryAllByTestId('queued-image').map((row) => ({
    state: row.getAttribute('data-state'),
    // The row's own picture (the position picker's arrow is an img too).
    preview: row.querySelector('img')?.getAttribute('alt'),
    reasons: within(row)
      .queryAllByRole('alert')
      .map((reason) => reason.textContent),
  }));
const sentNames = (form: unknown) =>
  (form as FormData).getAll('images').map((sent) => (sent as File).name);

async function pick(...files: File[]) {
  await screen.findByRole('heading', { name: /^Product: / });
  const input = screen
    .getByTestId('product-images')
    .querySelector('input[type=file]') as HTMLInputElement;
  // Inside act with its promises: an answer that is already there lands before the assertions.
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('image upload', () => {
  afterEach(() => toast.clear());

  it('marks the files refused here with the reason, sends the rest, and lets the refused go', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const writes = mockWrites({ upload: { data: [image(1), image(2)] } });
    renderAt('/admin/products/5');
    await pick(
      file('notes.pdf', 'application/pdf'),
      file('good.jpg', 'image/jpeg'),
      file('huge.png', 'image/png', LIMITS.imageMaxBytes + 1),
    );
    await waitFor(() => expect(gallery()).toHaveLength(2));
    expect(writes.upload).toHaveBeenCalledTimes(1);
    expect(sentNames(writes.upload.mock.calls[0][1])).toEqual(['good.jpg']);
    expect(queued()).toEqual([
      {
        state: 'refused',
        preview: 'Preview of notes.pdf',
        reasons: ['notes.pdf is not a JPEG, PNG, WebP, AVIF or GIF image'],
      },
      {
        state: 'refused',
        preview: 'Preview of huge.png',
        reasons: [`huge.png is too big: at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB`],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    expect(queued()).toEqual([]);
    expect(writes.upload).toHaveBeenCalledTimes(1);
  });

  it('refuses the files beyond the images a product may have', async () => {
    const almostFull = product(5, {
      images: Array.from({ length: LIMITS.imagesPerProduct - 1 }, (_, index) => image(index + 1)),
    });
    mockApi({ 'GET /products/5': { data: almostFull } });
    const writes = mockWrites({
      upload: { data: [...almostFull.images, image(LIMITS.imagesPerProduct)] },
    });
    renderAt('/admin/products/5');
    await pick(file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(gallery()).toHaveLength(LIMITS.imagesPerProduct));
    expect(sentNames(writes.upload.mock.calls[0][1])).toEqual(['a.jpg']);
    expect(queued()).toEqual([
      {
        state: 'refused',
        preview: 'Preview of b.jpg',
        reasons: [
          `b.jpg does not fit: a product can have at most ${LIMITS.imagesPerProduct} images`,
        ],
      },
    ]);
  });

  it('shows a preview and the progress of each file while the batch is sent', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    let progress: RequestOptions['onUploadProgress'];
    let finish: (answer: { data: ProductImage[] }) => void = () => undefined;
    jest.spyOn(api, 'upload').mockImplementation((_path, _form, options) => {
      progress = options?.onUploadProgress;
      return new Promise((resolve) => {
        finish = resolve as typeof finish;
      });
    });
    renderAt('/admin/products/5');
    await pick(file('a.webp', 'image/webp', 100), file('b.jpg', 'image/jpeg', 300));
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Sending a.webp',
      'Sending b.jpg',
    ]);
    expect(queued().map((row) => row.preview)).toEqual(['Preview of a.webp', 'Preview of b.jpg']);
    expect(screen.getByRole('img', { name: 'Preview of a.webp' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    act(() => progress?.({ loaded: 200, total: 400 }));
    expect(bars.map((bar) => (bar as HTMLProgressElement).value)).toEqual([100, 33]);
    // Nothing more is picked while a batch is on its way.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await act(async () => finish({ data: [image(1), image(2), image(3)] }));
    await waitFor(() => expect(gallery()).toHaveLength(3));
    expect(queued()).toEqual([]);
  });

  it('marks the file the API refused, keeps the others, and sends them once it is removed', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    const answers: unknown[] = [
      apiError(422, {
        message: 'The data sent is invalid',
        errors: { 'images.1': ['notes.png is not a JPEG, PNG, WebP, AVIF or GIF image'] },
      }),
      { data: [image(1), image(2), image(3)] },
    ];
    const writes = mockWrites({ upload: () => answers.shift() });
    renderAt('/admin/products/5');
    await pick(
      file('a.webp', 'image/webp'),
      file('notes.png', 'image/png'),
      file('c.jpg', 'image/jpeg'),
    );
    await waitFor(() =>
      expect(queued()).toEqual([
        { state: 'waiting', preview: 'Preview of a.webp', reasons: [] },
        {
          state: 'failed',
          preview: 'Preview of notes.png',
          reasons: ['notes.png is not a JPEG, PNG, WebP, AVIF or GIF image'],
        },
        { state: 'waiting', preview: 'Preview of c.jpg', reasons: [] },
      ]),
    );
    expect(gallery()).toHaveLength(1);
    expect(toasts()).toEqual([
      { kind: 'error', message: 'notes.png is not a JPEG, PNG, WebP, AVIF or GIF image' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the others (2)' }));
    await waitFor(() => expect(gallery()).toHaveLength(3));
    expect(writes.upload).toHaveBeenCalledTimes(2);
    expect(sentNames(writes.upload.mock.calls[1][1])).toEqual(['a.webp', 'c.jpg']);
    expect(queued()).toEqual([]);
  });

  it('keeps every file waiting when the refusal names none, saying why', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    mockWrites({
      upload: apiError(422, {
        message: 'The data sent is invalid',
        errors: { images: ['A product can have at most 12 images'] },
      }),
    });
    renderAt('/admin/products/5');
    await pick(file('a.webp', 'image/webp'));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'error', message: 'A product can have at most 12 images' },
      ]),
    );
    expect(queued()).toEqual([{ state: 'waiting', preview: 'Preview of a.webp', reasons: [] }]);
    expect(screen.getByRole('button', { name: 'Remove a.webp' })).toBeEnabled();
  });
});

describe('images picked on the create form', () => {
  afterEach(() => toast.clear());
  // A form of some twenty antd fields: slow under jsdom on a busy machine.
  jest.setTimeout(60000);

  it('are previewed and checked when picked, and the accepted ones sent once the product exists', async () => {
    mockApi({
      'POST /products': (input: { body?: unknown }) => ({
        data: product(77, { ...(input.body as object), images: [] }),
      }),
      'GET /products/77': { data: product(77) },
    });
    const writes = mockWrites({ upload: { data: [image(1)] } });
    renderAt('/admin/products/create');
    const input = screen
      .getByTestId('product-create-form')
      .querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [file('a.jpg', 'image/jpeg'), file('notes.pdf', 'application/pdf')] },
      });
    });
    expect(queued()).toEqual([
      { state: 'waiting', preview: 'Preview of a.jpg', reasons: [] },
      {
        state: 'refused',
        preview: 'Preview of notes.pdf',
        reasons: ['notes.pdf is not a JPEG, PNG, WebP, AVIF or GIF image'],
      },
    ]);
    expect(writes.upload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Backpacks'));
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Name (Español)'), { target: { value: 'Mochila' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/77'),
    );
    expect(writes.upload).toHaveBeenCalledTimes(1);
    const [path, form, options] = writes.upload.mock.calls[0];
    expect(path).toBe('/products/77/images');
    expect(sentNames(form)).toEqual(['a.jpg']);
    expect(options).toMatchObject({ silent: true, onUploadProgress: expect.any(Function) });
  });

  it('take their order and alt texts on the create form, stored by the one Create', async () => {
    mockApi({
      'POST /products': (input: { body?: unknown }) => ({
        data: product(77, { ...(input.body as object), images: [] }),
      }),
      'GET /products/77': { data: product(77) },
    });
    const writes = mockWrites({
      upload: { data: [image(31), image(32)] },
      put: (_path: string, body: unknown) => ({ data: product(77, body as object) }),
    });
    renderAt('/admin/products/create');
    const input = screen
      .getByTestId('product-create-form')
      .querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')] },
      });
    });
    const altOf = (name: string) => screen.getByRole('group', { name: `Alt text of ${name}` });
    fireEvent.change(within(altOf('b.png')).getByLabelText('Alt text (中文)'), {
      target: { value: ' 背面 ' },
    });
    fireEvent.change(within(altOf('a.jpg')).getByLabelText('Alt text (Español)'), {
      target: { value: 'Frente' },
    });
    // b.png first: the keyboard's "to the top" on the second picked image.
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 to the top' }));
    expect(queued().map((row) => row.preview)).toEqual(['Preview of b.png', 'Preview of a.jpg']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Backpacks'));
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Name (Español)'), { target: { value: 'Mochila' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/77'),
    );
    expect(sentNames(writes.upload.mock.calls[0][1])).toEqual(['b.png', 'a.jpg']);
    expect(writes.put).toHaveBeenCalledTimes(1);
    expect(writes.put).toHaveBeenCalledWith(
      '/products/77',
      expect.objectContaining({
        images: [
          { id: 31, alt: { es: '', en: '', zh: '背面' } },
          { id: 32, alt: { es: 'Frente', en: '', zh: '' } },
        ],
      }),
    );
  });
});
