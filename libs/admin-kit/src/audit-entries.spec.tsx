import type { AuditEntry, Paginated } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AuditHistory, formatAuditValue, type AuditLabels } from './audit-entries';

const labels: AuditLabels = {
  action: (action) => `action:${action}`,
  field: (field) => (field === 'name' ? 'Name' : field),
  part: (part, key) => `${part} ${key ?? ''}`.trim(),
  visitor: 'Visitor',
  none: '(none)',
  yes: 'Yes',
  no: 'No',
  detail: (name) => `detail:${name}`,
};

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  occurred_at: '2026-11-25T10:00:00.000Z',
  actor_id: 1,
  actor_name: 'Ana',
  ip: '10.0.0.1',
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
});

const ready = (data: AuditEntry[], meta: Partial<Paginated<AuditEntry>['meta']> = {}) => ({
  status: 'ready' as const,
  reload: jest.fn(),
  data: {
    data,
    meta: { total: data.length, page: 1, per_page: 20, from: 1, to: data.length, ...meta },
  },
});

describe('AuditHistory', () => {
  beforeAll(() => initI18n('en'));

  it('shows who, when, what and each field before → after', () => {
    render(
      <AuditHistory
        title="History"
        emptyText="Nothing yet"
        labels={labels}
        formatTime={(iso) => `at ${iso.slice(0, 10)}`}
        onPage={jest.fn()}
        state={ready([
          entry(2, {
            part: 'translation',
            part_key: 'en',
            changes: {
              name: { before: 'Old', after: 'New' },
              published: { before: true, after: false },
            },
          }),
          entry(1, {
            action: 'sign_in_failed',
            actor_name: null,
            details: { email: 'x@bolsos.test' },
          }),
        ])}
      />,
    );
    const [first, second] = screen.getAllByTestId('audit-entry');
    expect(first).toHaveTextContent('at 2026-11-25');
    expect(first).toHaveTextContent('Ana');
    expect(first).toHaveTextContent('action:update');
    expect(first).toHaveTextContent('translation en');
    const changes = within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(changes).toEqual(['Name: Old → New', 'published: Yes → No']);
    expect(second).toHaveTextContent('Visitor');
    expect(second).toHaveTextContent('detail:email: x@bolsos.test');
  });

  it('says when there is nothing, and pages with the spec label', () => {
    const onPage = jest.fn();
    const { rerender } = render(
      <AuditHistory
        title="History"
        emptyText="Nothing yet"
        labels={labels}
        formatTime={(iso) => iso}
        onPage={onPage}
        state={ready([])}
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <AuditHistory
        title="History"
        emptyText="Nothing yet"
        labels={labels}
        formatTime={(iso) => iso}
        onPage={onPage}
        state={ready([entry(1)], { total: 45, per_page: 20 })}
      />,
    );
    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-1 of 45');
    fireEvent.click(screen.getByTitle('2'));
    expect(onPage).toHaveBeenCalledWith(2, 20);
  });

  it('writes values readably', () => {
    expect(formatAuditValue(null, labels)).toBe('(none)');
    expect(formatAuditValue('', labels)).toBe('(none)');
    expect(formatAuditValue(12, labels)).toBe('12');
    expect(formatAuditValue({ a: 1 }, labels)).toBe('{"a":1}');
    // Coded values in words where the labels know them, others as they are.
    const worded: AuditLabels = {
      ...labels,
      value: (field, value) => (field === 'status' ? `Status ${value}` : undefined),
    };
    expect(formatAuditValue('answered', worded, 'status')).toBe('Status answered');
    expect(formatAuditValue('Mochila', worded, 'name')).toBe('Mochila');
  });
});
