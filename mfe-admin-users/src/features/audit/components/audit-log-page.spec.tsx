import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import type { AuditEntry } from '@bolsos/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    occurred_at: '2026-11-25T15:04:00.000Z',
    actor_id: 1,
    actor_name: 'Ana Admin',
    ip: '10.1.2.3',
    action: 'update',
    entity: 'product',
    entity_id: 7,
    part: null,
    part_key: null,
    changes: {},
    details: null,
    entity_exists: true,
    entity_label: null,
    ...overrides,
  };
}

const log = pagedAnswer(
  [
    entry(3, {
      part: 'translation',
      part_key: 'es',
      changes: { name: { before: 'Mochila Andes', after: 'Mochila Andina' } },
    }),
    entry(2, {
      action: 'delete',
      entity: 'user',
      entity_id: 9,
      entity_exists: false,
      entity_label: null,
      changes: { email: { before: 'old@bolsos.test', after: null } },
    }),
    entry(1, {
      action: 'sign_in_failed',
      actor_id: null,
      actor_name: null,
      entity: 'user',
      entity_id: null,
      entity_exists: false,
      entity_label: null,
      details: { email: 'guess@bolsos.test' },
    }),
  ],
  { total: 45, page: 1, per_page: 20, from: 1, to: 20 },
);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('audit log page', () => {
  it('lists GET /api/audit with who, what, the record link while it exists and before → after', async () => {
    const api = mockApi({ 'GET /audit': log, 'GET /users': pagedAnswer([admin]) });
    renderAt('/admin/audit', { user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();

    const renamed = (await screen.findByText('Mochila Andes')).closest('tr') as HTMLElement;
    expect(within(renamed).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(renamed).getByText('10.1.2.3')).toBeInTheDocument();
    expect(within(renamed).getByText('Updated')).toBeInTheDocument();
    expect(within(renamed).getByText('Text (es)')).toBeInTheDocument();
    expect(within(renamed).getByTestId('audit-changes')).toHaveTextContent(
      'Name: Mochila Andes → Mochila Andina',
    );
    expect(within(renamed).getByRole('link', { name: 'Product #7' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );

    const deleted = rowOf('old@bolsos.test');
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(within(deleted).getByText('User #9 (deleted)')).toBeInTheDocument();
    expect(within(deleted).getByTestId('audit-changes')).toHaveTextContent(
      'E-mail: old@bolsos.test → (empty)',
    );

    const failed = rowOf('guess@bolsos.test');
    expect(within(failed).getByText('Visitor (not signed in)')).toBeInTheDocument();
    expect(within(failed).getByText('Failed sign-in')).toBeInTheDocument();
    expect(within(failed).getByText(/E-mail tried/)).toBeInTheDocument();

    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20 of 45');
    expect(api.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, page: 1 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it('names each record beside its id, and reads one record’s full history from the URL', async () => {
    const api = mockApi({
      'GET /audit': pagedAnswer([
        entry(6, {
          entity_label: 'Mochila Andes',
          changes: { price: { before: '1', after: '2' } },
        }),
        entry(5, {
          entity: 'user',
          entity_id: 9,
          entity_exists: false,
          entity_label: 'Lucía',
          action: 'delete',
        }),
      ]),
      'GET /users': pagedAnswer([admin]),
    });
    renderAt('/admin/audit?entity=product&entity_id=7', { user: admin });
    expect(await screen.findByRole('link', { name: 'Mochila Andes (Product #7)' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(screen.getAllByTestId('audit-record')[1]).toHaveTextContent('Lucía User #9 (deleted)');
    expect(api.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, page: 1, entity: 'product', entity_id: 7 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it('writes a message’s status and a shop change in words, linking the shop’s page', async () => {
    mockApi({
      'GET /audit': pagedAnswer([
        entry(5, {
          entity: 'message',
          entity_id: 12,
          changes: { status: { before: 'new', after: 'answered' } },
        }),
        entry(4, {
          entity: 'shop',
          entity_id: 1,
          changes: { details: { before: null, after: { phone: '+507 1' } } },
        }),
      ]),
      'GET /users': pagedAnswer([admin]),
    });
    renderAt('/admin/audit', { user: admin });
    const status = (await screen.findByText('Message #12')).closest('tr') as HTMLElement;
    expect(within(status).getByTestId('audit-changes')).toHaveTextContent('New → Answered');
    expect(screen.getByRole('link', { name: 'Shop details #1' })).toHaveAttribute(
      'href',
      '/admin/shop',
    );
  });

  it('reads its filters from the URL and sends each picked day as the local day’s bounds', async () => {
    const api = mockApi({ 'GET /audit': log, 'GET /users': pagedAnswer([admin]) });
    renderAt('/admin/audit?action=update&entity=product&actor_id=1&page=2', { user: admin });
    await screen.findByText('Mochila Andes');
    expect(api.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, actor_id: 1, entity: 'product', action: 'update', page: 2 },
      silent: true,
      signal: expect.any(AbortSignal),
    });

    fireEvent.change(screen.getByTestId('audit-from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('audit-to'), { target: { value: '2026-11-25' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/audit?action=update&entity=product&actor_id=1&from=2026-11-20&to=2026-11-25',
      ),
    );
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/audit', {
        params: {
          per_page: 20,
          actor_id: 1,
          entity: 'product',
          action: 'update',
          from: new Date('2026-11-20T00:00:00.000').toISOString(),
          to: new Date('2026-11-25T23:59:59.999').toISOString(),
          page: 1,
        },
        silent: true,
        signal: expect.any(AbortSignal),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/audit$/),
    );
  });

  it('ignores filter values the API would refuse', async () => {
    const api = mockApi({ 'GET /audit': log, 'GET /users': pagedAnswer([admin]) });
    renderAt('/admin/audit?action=rename&entity=session&actor_id=x&from=yesterday', {
      user: admin,
    });
    await screen.findByText('Mochila Andes');
    expect(api.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, page: 1 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });
});
