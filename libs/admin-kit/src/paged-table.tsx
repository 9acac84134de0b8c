import type { Paginated } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadErrorAlert } from './load-error-alert';
import { pagerLabel } from './pager-label';
import type { ListParams } from './use-list-params';
import type { RemoteData } from './use-remote-data';

export interface PagedTableProps<T> {
  state: RemoteData<Paginated<T>>;
  columns: TableColumnsType<T>;
  /** the list's query string state: the pager writes `page` into it */
  list: ListParams;
  /** the page size the API was asked for, until its answer says */
  perPage: number;
  emptyText: string;
  /** checkboxes for bulk actions; the caller owns the selected keys */
  rowSelection?: TableProps<T>['rowSelection'];
  'data-testid'?: string;
}

/**
 * A staff list's table: rows kept while the next page loads, and the spec's
 * '{first}-{last} of {totalRecords}' pager driven by `?page=`. A failed load shows the server's
 * message and a retry instead of the table, never "No … found" under it: nothing is known
 * about the rows.
 */
export function PagedTable<T extends { id: number }>({
  state,
  columns,
  list,
  perPage,
  emptyText,
  rowSelection,
  'data-testid': testId,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'failed')
    return <LoadErrorAlert error={state.error} onRetry={state.reload} />;
  const page = state.data;
  return (
    <>
      <Table<T>
        data-testid={testId}
        rowKey="id"
        columns={columns}
        rowSelection={rowSelection}
        dataSource={page?.data ?? []}
        loading={state.status === 'loading'}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        pagination={
          page && page.meta.total > 0
            ? {
                current: page.meta.page,
                pageSize: page.meta.per_page || perPage,
                total: page.meta.total,
                showSizeChanger: false,
                showTotal: () => <span data-testid="pager-label">{pagerLabel(page.meta, t)}</span>,
                onChange: (next) => list.update({ page: next }),
              }
            : false
        }
      />
    </>
  );
}
