import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import type { MessageDetail } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messageDetail } from '../../../../test/fixtures';
import { onAPhone } from '../../../../test/phone-window';
import { renderAt } from '../../../../test/render-at';

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

const wang = messageDetail(7, {
  name: '王芳',
  email: 'wang@example.com',
  phone: '+507 6123-4567',
  message: '请问这个腰包有别的颜色吗？',
  language: 'zh',
  product_id: 5,
  product: {
    id: 5,
    name: 'Coral Fanny Pack',
    // In the language the visitor wrote in (the API's choice), whatever the staff member's.
    path: '/zh/产品/腰包/珊瑚腰包',
    category: 'fanny_packs',
    published: true,
    names: { es: 'Cangurera Coral', en: 'Coral Fanny Pack', zh: '珊瑚腰包' },
    thumbnail: {
      url: '/media/products/p5-800.jpg',
      srcset: '/media/products/p5-400.webp 400w',
      width: 800,
      height: 800,
      alt: 'Coral Fanny Pack',
    },
  },
  created_at: '2026-03-03T10:00:00Z',
  thread: [
    {
      id: 1,
      kind: 'note',
      body: 'Preguntar al proveedor.',
      author_id: 3,
      author_name: 'Mario Gerente',
      created_at: '2026-03-03T11:00:00Z',
      sent_at: null,
    },
  ],
});

const replied = (body: string): MessageDetail => ({
  ...wang,
  status: 'answered',
  thread: [
    ...wang.thread,
    {
      id: 2,
      kind: 'reply',
      body,
      author_id: 3,
      author_name: 'Mario Gerente',
      created_at: '2026-03-03T12:00:00Z',
      sent_at: '2026-03-03T12:00:00Z',
    },
  ],
});

describe('message detail', () => {
  afterEach(() => toast.clear());

  it('shows the message, the visitor’s language, the bag with its links and the thread', async () => {
    const api = mockApi({ 'GET /messages/7': { data: wang } });
    renderAt('/admin/messages/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message from 王芳' }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/messages/7', {
      silent: true,
      cache: false,
      signal: expect.any(AbortSignal),
    });
    const detail = screen.getByTestId('message-detail');
    expect(within(detail).getByRole('link', { name: 'wang@example.com' })).toHaveAttribute(
      'href',
      'mailto:wang@example.com',
    );
    expect(within(detail).getByText('+507 6123-4567')).toBeInTheDocument();
    expect(screen.getByTestId('message-language')).toHaveTextContent('中文');
    expect(screen.getByTestId('message-text')).toHaveTextContent('请问这个腰包有别的颜色吗？');
    expect(screen.getByTestId('message-text')).toHaveAttribute('lang', 'zh');

    const bag = screen.getByTestId('message-product');
    expect(within(bag).getByText('Coral Fanny Pack')).toBeInTheDocument();
    expect(within(bag).getByRole('img', { name: 'Coral Fanny Pack' })).toHaveAttribute(
      'src',
      '/media/products/p5-800.jpg',
    );
    const shop = within(bag).getByRole('link', { name: 'View in the shop' });
    expect(shop).toHaveAttribute('href', '/zh/产品/腰包/珊瑚腰包');
    expect(shop).toHaveAttribute('hreflang', 'zh');
    expect(within(bag).getByRole('link', { name: 'Open in products' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );

    const note = screen.getByTestId('thread-note');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(within(note).getByText('Mario Gerente')).toBeInTheDocument();
    expect(within(note).getByText('Preguntar al proveedor.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'It is e-mailed to wang@example.com, with the template in 中文: it greets the visitor and signs with your name unless you write your own greeting or sign-off.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/messages');
  });

  it('links to no shop page for a draft, and shows no bag for a general message', async () => {
    mockApi({
      'GET /messages/7': { data: { ...wang, product: { ...wang.product, published: false } } },
      'GET /messages/8': { data: messageDetail(8) },
    });
    const first = renderAt('/admin/messages/7');
    const bag = await screen.findByTestId('message-product');
    expect(within(bag).queryByRole('link', { name: 'View in the shop' })).not.toBeInTheDocument();
    expect(within(bag).getByRole('link', { name: 'Open in products' })).toBeInTheDocument();
    first.unmount();
    renderAt('/admin/messages/8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message from Visitante 8' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('message-product')).not.toBeInTheDocument();
    expect(screen.getByText('No replies or notes yet')).toBeInTheDocument();
  });

  it('gives the not-found page for an unknown message and for an id no message can have', async () => {
    const api = mockApi({});
    const first = renderAt('/admin/messages/404');
    expect(await screen.findByText('Page Not Found: /admin/messages/404')).toBeInTheDocument();
    first.unmount();
    renderAt('/admin/messages/abc');
    expect(screen.getByText('Page Not Found: /admin/messages/abc')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('changes the status with PUT /api/messages/{id}', async () => {
    mockApi({ 'GET /messages/7': { data: wang } });
    const writes = mockWrites({ put: { data: { ...wang, status: 'archived' } } });
    renderAt('/admin/messages/7');
    const select = await screen.findByRole('combobox', { name: 'Status' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Archived'));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'success',
        message: 'Status changed to “Archived”.',
      }),
    );
    expect(writes.put).toHaveBeenCalledWith('/messages/7', { status: 'archived' });
    expect(within(screen.getByTestId('message-detail')).getByTitle('Archived')).toBeInTheDocument();
  });

  it('sends a reply, empties the box and shows it in the thread with the new status', async () => {
    const api = mockApi({
      'GET /messages/7': { data: wang },
      'POST /messages/7/replies': ({ body }: { body?: unknown }) => ({
        data: replied((body as { body: string }).body),
      }),
    });
    renderAt('/admin/messages/7');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: '  有的，还有黑色。 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const reply = await screen.findByTestId('thread-reply');
    expect(within(reply).getByText('有的，还有黑色。')).toBeInTheDocument();
    expect(within(reply).getByText(/^Sent /)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      '/messages/7/replies',
      { body: '有的，还有黑色。' },
      { silent: true },
    );
    expect(box).toHaveValue('');
    expect(within(screen.getByTestId('message-detail')).getByTitle('Answered')).toBeInTheDocument();
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Reply sent to wang@example.com.',
    });
  });

  it('keeps the text and says so when the e-mail could not be sent', async () => {
    mockApi({
      'GET /messages/7': { data: wang },
      'POST /messages/7/replies': apiError(502, {
        message: 'The reply could not be sent by e-mail, so it was not saved. Please try again.',
      }),
    });
    renderAt('/admin/messages/7');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: '有的，还有黑色。' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const failure = await screen.findByTestId('reply-failure');
    expect(failure).toHaveTextContent(
      'The reply could not be sent by e-mail, so it was not saved. Please try again.',
    );
    expect(failure).toHaveTextContent('Your text is still in the box: you can try again.');
    expect(box).toHaveValue('有的，还有黑色。');
    expect(screen.queryByTestId('thread-reply')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('message-detail')).getByTitle('New')).toBeInTheDocument();
  });

  it('asks before a link leaves a reply being written, and keeps it on "keep editing"', async () => {
    mockApi({ 'GET /messages/7': { data: wang } });
    renderAt('/admin/messages/7');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: 'Sí, la tenemos.' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Sí, la tenemos.');
  });

  it('asks once for a reply and a note being written, with one react-router blocker', async () => {
    const warn = jest.spyOn(console, 'warn');
    try {
      mockApi({ 'GET /messages/7': { data: wang } });
      renderAt('/admin/messages/7');
      fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), {
        target: { value: 'Sí, la tenemos.' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Internal note' }), {
        target: { value: 'Llega el lunes.' },
      });
      fireEvent.click(screen.getByRole('link', { name: 'Back' }));
      const dialog = await screen.findByRole('dialog');
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages$/),
      );
      // react-router consults one blocker per router; a second one mounted makes it warn.
      const warnings = warn.mock.calls.map((args) => String(args[0]));
      expect(warnings.filter((text) => /one blocker/i.test(text))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an empty reply before calling the API', async () => {
    const api = mockApi({ 'GET /messages/7': { data: wang } });
    renderAt('/admin/messages/7');
    await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    // Only the read mark (the message is new): no reply was sent.
    expect(api.post.mock.calls.map(([path]) => path)).not.toContain('/messages/7/replies');
  });

  it('adds an internal note to the thread', async () => {
    const withNote: MessageDetail = {
      ...wang,
      status: 'open',
      thread: [
        ...wang.thread,
        {
          id: 3,
          kind: 'note',
          body: 'Llega el lunes.',
          author_id: 3,
          author_name: 'Mario Gerente',
          created_at: '2026-03-03T13:00:00Z',
          sent_at: null,
        },
      ],
    };
    const api = mockApi({
      'GET /messages/7': { data: wang },
      'POST /messages/7/notes': { data: withNote },
    });
    renderAt('/admin/messages/7');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Internal note' }), {
      target: { value: 'Llega el lunes.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Llega el lunes.', { selector: 'div' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      '/messages/7/notes',
      { body: 'Llega el lunes.' },
      { silent: true },
    );
    expect(screen.getAllByTestId('thread-note')).toHaveLength(2);
    expect(toasts()).toContainEqual({ kind: 'success', message: 'Note added.' });
  });

  it('adds two notes in a row: the button is free again after the first', async () => {
    const note = (id: number, body: string) => ({
      id,
      kind: 'note' as const,
      body,
      author_id: 3,
      author_name: 'Mario Gerente',
      created_at: '2026-03-03T13:00:00Z',
      sent_at: null,
    });
    let thread = [...wang.thread];
    const api = mockApi({
      'GET /messages/7': { data: wang },
      'POST /messages/7/notes': ({ body }: { body?: unknown }) => {
        thread = [...thread, note(thread.length + 1, (body as { body: string }).body)];
        return { data: { ...wang, thread } };
      },
    });
    renderAt('/admin/messages/7');
    for (const text of ['Primera nota.', 'Segunda nota.']) {
      fireEvent.change(await screen.findByRole('textbox', { name: 'Internal note' }), {
        target: { value: text },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
      expect(await screen.findByText(text, { selector: 'div' })).toBeInTheDocument();
    }
    expect(api.post.mock.calls.filter(([path]) => path === '/messages/7/notes')).toHaveLength(2);
    expect(screen.getAllByTestId('thread-note')).toHaveLength(3);
  });

  it('previews the reply e-mail in the visitor’s language before sending, and drops it once the text changes', async () => {
    const api = mockApi({
      'GET /messages/7': { data: wang },
      'POST /messages/7/replies/preview': ({ body }: { body?: unknown }) => ({
        data: {
          to: 'wang@example.com',
          language: 'zh',
          subject: '回复：您关于珊瑚腰包的咨询',
          text: `王芳，您好：\n\n${(body as { body: string }).body}\n\n此致\nMario Gerente\nBolsos`,
          html: '<html lang="zh-Hans"></html>',
        },
      }),
    });
    renderAt('/admin/messages/7');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(box, { target: { value: '有的，还有黑色。' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview e-mail' }));
    const preview = await screen.findByTestId('reply-preview');
    expect(api.post).toHaveBeenCalledWith(
      '/messages/7/replies/preview',
      { body: '有的，还有黑色。' },
      { silent: true },
    );
    expect(preview).toHaveTextContent('The e-mail as wang@example.com will get it');
    expect(preview).toHaveTextContent('Subject: 回复：您关于珊瑚腰包的咨询');
    expect(within(preview).getByTestId('reply-preview-text')).toHaveTextContent(
      '王芳，您好： 有的，还有黑色。 此致 Mario Gerente Bolsos',
    );
    expect(within(preview).getByTestId('reply-preview-text').closest('[lang]')).toHaveAttribute(
      'lang',
      'zh',
    );
    // Nothing was sent.
    expect(api.post.mock.calls.map(([path]) => path)).not.toContain('/messages/7/replies');
    fireEvent.change(box, { target: { value: '有的。' } });
    expect(screen.queryByTestId('reply-preview')).not.toBeInTheDocument();
  });

  it('speaks the admin language', async () => {
    mockApi({ 'GET /messages/7': { data: wang } });
    renderAt('/admin/messages/7', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mensaje de 王芳' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toBeInTheDocument();
    expect(within(screen.getByTestId('message-detail')).getByTitle('Nuevo')).toBeInTheDocument();
  });

  it('marks a new message read when it is opened: POST …/read, and the status shows Open', async () => {
    const calls = mockApi({
      'GET /messages/7': { data: { ...wang, status: 'new' } },
      'POST /messages/7/read': { data: { ...wang, status: 'open' } },
    });
    renderAt('/admin/messages/7');
    await screen.findByTestId('message-detail');
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1));
    expect(calls.post.mock.calls[0][0]).toBe('/messages/7/read');
    await waitFor(() =>
      expect(within(screen.getByTestId('message-detail')).getByTitle('Open')).toBeInTheDocument(),
    );
  });

  it('does not mark a message that is not new', async () => {
    const calls = mockApi({ 'GET /messages/7': { data: { ...wang, status: 'answered' } } });
    renderAt('/admin/messages/7');
    await screen.findByTestId('message-detail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.post).not.toHaveBeenCalled();
  });
});

describe('message detail on a phone', () => {
  onAPhone();

  it('puts each label above its value, the status select on a row of its own', async () => {
    mockApi({ 'GET /messages/7': { data: wang } });
    renderAt('/admin/messages/7');
    const detail = await screen.findByTestId('message-detail');
    const rows = within(detail).getAllByRole('row');
    const labelRow = rows.findIndex((row) => row.textContent === 'Status');
    expect(labelRow).toBeGreaterThanOrEqual(0);
    expect(within(rows[labelRow]).queryByRole('combobox')).toBeNull();
    expect(
      within(rows[labelRow + 1]).getByRole('combobox', { name: 'Status' }),
    ).toBeInTheDocument();
    expect(rows[labelRow - 1]).toHaveTextContent(/2026/);
  });
});
