import { apiError, mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import type { MessagePage } from '@bolsos/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contactMessage, product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const counts = { new: 2, open: 0, answered: 1, archived: 0, spam: 0 };
const answer = (
  rows: MessagePage['data'],
  meta: Partial<MessagePage['meta']> = {},
): MessagePage => {
  const page = pagedAnswer(rows, meta);
  return { ...page, meta: { ...page.meta, counts } };
};
const wang = contactMessage(7, {
  name: '王芳',
  email: 'wang@example.com',
  message: '请问这个腰包有别的颜色吗？',
  language: 'zh',
  product_id: 5,
  product: { id: 5, name: 'Coral Fanny Pack', path: '/en/products/fanny-packs/coral' },
  created_at: '2026-03-03T10:00:00Z',
});
const john = contactMessage(6, {
  name: 'John Smith',
  language: 'en',
  status: 'answered',
  created_at: '2026-03-02T10:00:00Z',
});
const page = answer([wang, john], { total: 23, from: 1, to: 20 });
type Mocked = ReturnType<typeof mockApi>;
/** The query of each GET /api/messages (the product filter makes its own calls). */
const listCalls = (api: Mocked) =>
  api.get.mock.calls.filter(([path]) => path === '/messages').map(([, options]) => options?.params);
const params = (extra: Record<string, unknown> = {}) => ({
  search: undefined,
  status: undefined,
  lang: undefined,
  product_id: undefined,
  page: 1,
  per_page: 20,
  ...extra,
});

describe('messages list', () => {
  it('lists GET /api/messages newest first: date, sender linking to the message, text, bag, language and status', async () => {
    const api = mockApi({ 'GET /messages': page, 'GET /products': pagedAnswer([]) });
    renderAt('/admin/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();

    await screen.findByText('王芳');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual([
      '王芳',
      'John Smith',
    ]);
    const first = rows[0];
    expect(within(first).getByRole('link', { name: '王芳' })).toHaveAttribute(
      'href',
      '/admin/messages/7',
    );
    expect(within(first).getByText('wang@example.com')).toBeInTheDocument();
    expect(within(first).getByText('请问这个腰包有别的颜色吗？')).toHaveAttribute('lang', 'zh');
    expect(within(first).getByText('Coral Fanny Pack')).toBeInTheDocument();
    expect(within(first).getByText('中文')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Mar 3, 2026, 10:00 AM', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Answered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('—')).toBeInTheDocument();

    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20 of 23');
    expect(api.get).toHaveBeenCalledWith('/messages', {
      params: params(),
      silent: true,
      cache: false,
      signal: expect.any(AbortSignal),
    });
  });

  it('reads search, status, language, product and page from the URL, and ignores bad values', async () => {
    const api = mockApi({
      'GET /messages': answer([wang], { total: 21, page: 2, from: 21, to: 21 }),
      'GET /products': pagedAnswer([product(5)]),
    });
    renderAt('/admin/messages?search=颜色&status=spam&lang=zh&product_id=5&page=2');
    expect(await screen.findByTestId('pager-label')).toHaveTextContent('21-21 of 21');
    expect(listCalls(api)[0]).toEqual(
      params({ search: '颜色', status: 'spam', lang: 'zh', product_id: 5, page: 2 }),
    );
    expect(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail, phone or text' }),
    ).toHaveValue('颜色');
  });

  it('ignores a status, language or product that cannot exist', async () => {
    const api = mockApi({ 'GET /messages': page, 'GET /products': pagedAnswer([]) });
    renderAt('/admin/messages?status=deleted&lang=fr&product_id=abc');
    await screen.findByText('王芳');
    expect(listCalls(api)[0]).toEqual(params());
  });

  it('debounces the search by 500 ms and starts again at page 1', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET /messages': page, 'GET /products': pagedAnswer([]) });
      renderAt('/admin/messages?page=3');
      await act(async () => undefined);
      const calls = () => listCalls(api).length;
      fireEvent.change(
        screen.getByRole('searchbox', { name: 'Search by name, e-mail, phone or text' }),
        { target: { value: ' azul ' } },
      );
      await act(async () => jest.advanceTimersByTime(499));
      expect(calls()).toBe(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages?search=azul');
      expect(api.get).toHaveBeenLastCalledWith(
        '/messages',
        expect.objectContaining({ params: params({ search: 'azul' }) }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by status and by the visitor’s language', async () => {
    const api = mockApi({ 'GET /messages': page, 'GET /products': pagedAnswer([]) });
    renderAt('/admin/messages?page=2');
    await screen.findByText('王芳');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Spam'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages?status=spam'),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByTitle('English'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/messages?status=spam&lang=en',
      ),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/messages',
      expect.objectContaining({ params: params({ status: 'spam', lang: 'en' }) }),
    );
  });

  it('filters by the product asked about, found by name', async () => {
    const api = mockApi({
      'GET /messages': page,
      'GET /products': pagedAnswer([product(5), product(9)]),
    });
    renderAt('/admin/messages');
    await screen.findByText('王芳');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product asked about' }));
    fireEvent.click(await screen.findByTitle('Bag 9'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages?product_id=9'),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/messages',
      expect.objectContaining({ params: params({ product_id: 9 }) }),
    );
  });

  it('shows the empty state, and a failed load that can be retried', async () => {
    let down = true;
    mockApi({
      'GET /messages': () =>
        down ? apiError(503, { message: 'Service Unavailable' }) : answer([]),
      'GET /products': pagedAnswer([]),
    });
    renderAt('/admin/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // the server's own message, not a generic one
      'Service Unavailable',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.queryByTestId('pager-label')).not.toBeInTheDocument();
  });

  it('speaks the admin language: statuses, languages and the pager label', async () => {
    mockApi({ 'GET /messages': page, 'GET /products': pagedAnswer([]) });
    renderAt('/admin/messages', 'zh');
    const row = (await screen.findByText('王芳')).closest('tr') as HTMLElement;
    expect(within(row).getByText('新留言')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '留言' })).toBeInTheDocument();
    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20');
  });
});
