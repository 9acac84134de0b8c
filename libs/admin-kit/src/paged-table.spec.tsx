import type { Key } from 'react';
import type { Paginated } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { MemoryRouter, useLocation } from '@bolsos/router';
import { fireEvent, render, screen } from '@testing-library/react';
import { PagedTable } from './paged-table';
import { useListParams } from './use-list-params';
import type { RemoteData } from './use-remote-data';

interface Row {
  id: number;
  name: string;
}

const answer: Paginated<Row> = {
  data: [
    { id: 1, name: 'Ana' },
    { id: 2, name: 'Luis' },
  ],
  meta: { total: 17, page: 1, per_page: 2, from: 1, to: 2 },
};

function Harness({
  state,
  onSelect,
}: {
  state: RemoteData<Paginated<Row>>;
  onSelect?: (keys: Key[]) => void;
}) {
  const list = useListParams();
  const location = useLocation();
  return (
    <>
      <PagedTable<Row>
        data-testid="rows"
        state={state}
        list={list}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        perPage={15}
        emptyText="Nothing here"
        rowSelection={
          onSelect
            ? {
                onChange: onSelect,
                getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name}` }),
              }
            : undefined
        }
      />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

const renderAt = (state: RemoteData<Paginated<Row>>, onSelect?: (keys: Key[]) => void) =>
  render(
    <MemoryRouter initialEntries={['/admin/users?search=a']}>
      <Harness state={state} onSelect={onSelect} />
    </MemoryRouter>,
  );

beforeAll(() => initI18n('en'));

describe('PagedTable', () => {
  it('shows the rows, the spec’s pager label, and writes the chosen page into the URL', () => {
    renderAt({ status: 'ready', data: answer, reload: jest.fn() });
    expect(screen.getByText('Luis')).toBeInTheDocument();
    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-2 of 17');
    fireEvent.click(screen.getByTitle('2'));
    expect(screen.getByTestId('search')).toHaveTextContent('?search=a&page=2');
  });

  it('offers a retry when the load failed, and shows no stale rows', () => {
    const reload = jest.fn();
    renderAt({ status: 'failed', error: new Error('down'), reload });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Luis')).not.toBeInTheDocument();
    // Nothing is known about the rows: an empty-list text under the error would be a lie.
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while processing your request.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own message when it sent one", () => {
    const refusal = Object.assign(new Error('503'), {
      status: 503,
      message: 'The service is unavailable right now. Please try again in a few seconds.',
    });
    renderAt({ status: 'failed', error: refusal, reload: jest.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('The service is unavailable right now.');
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });

  it('says the list is empty, without a pager', () => {
    renderAt({
      status: 'ready',
      data: { data: [], meta: { total: 0, page: 1, per_page: 15, from: 0, to: 0 } },
      reload: jest.fn(),
    });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByTestId('pager-label')).not.toBeInTheDocument();
  });

  it('hands row checkboxes to the caller, by row id', () => {
    const onSelect = jest.fn();
    renderAt({ status: 'ready', data: answer, reload: jest.fn() }, onSelect);
    expect(screen.queryByRole('checkbox', { name: 'Select Ana' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Luis' }));
    expect(onSelect).toHaveBeenLastCalledWith([2], expect.anything(), expect.anything());
  });

  it('keeps the copy of the select-all checkbox in antd’s hidden measuring row out of reach', () => {
    const { container } = renderAt({ status: 'ready', data: answer, reload: jest.fn() }, jest.fn());
    const hidden = [...container.querySelectorAll('[aria-hidden="true"] input')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const input of hidden) expect(input.closest('[inert]')).not.toBeNull();
    const header = container.querySelector('thead input') as HTMLInputElement;
    expect(header.closest('[inert]')).toBeNull();
  });

  it('has no checkboxes unless asked', () => {
    renderAt({ status: 'ready', data: answer, reload: jest.fn() });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
