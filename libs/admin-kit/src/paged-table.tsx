import type { Paginated } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LoadErrorAlert } from './load-error-alert';
import { pagerLabel } from './pager-label';
import { useIsPhone } from './use-phone';
import type { ListParams } from './use-list-params';
import type { RemoteData } from './use-remote-data';

export interface PagedTableProps<T> {
  state: RemoteData<Paginated<T>>;
  columns: TableColumnsType<T>;
  /**
   * Below 768 px: a compact table instead (name, price or status, the row's actions), which
   * wraps its text in the screen's width rather than scrolling sideways.
   */
  phoneColumns?: TableColumnsType<T>;
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
 * antd also renders each column title in a hidden row it measures widths with
 * (`aria-hidden="true"`), so the select-all checkbox would be focusable inside it (axe
 * aria-hidden-focus). That copy is made inert; the header's own copy stays as it is.
 */
function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) setHidden(true);
  }, []);
  return (
    <span ref={ref} inert={hidden}>
      {children}
    </span>
  );
}

const selectAllTitle = (checkbox: ReactNode) => <SelectAllTitle>{checkbox}</SelectAllTitle>;

/**
 * A staff list's table: rows kept while the next page loads, and the spec's
 * '{first}-{last} of {totalRecords}' pager driven by `?page=`. A failed load shows the server's
 * message and a retry instead of the table, never "No … found" under it: nothing is known
 * about the rows.
 */
export function PagedTable<T extends { id: number }>({
  state,
  columns,
  phoneColumns,
  list,
  perPage,
  emptyText,
  rowSelection,
  'data-testid': testId,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  const phone = useIsPhone() && phoneColumns !== undefined;
  if (state.status === 'failed')
    return <LoadErrorAlert error={state.error} onRetry={state.reload} />;
  const page = state.data;
  return (
    <>
      <Table<T>
        data-testid={testId}
        rowKey="id"
        columns={phone ? phoneColumns : columns}
        size={phone ? 'small' : undefined}
        // Columns share the screen's width and long words (e-mails) break inside their cell.
        tableLayout={phone ? 'fixed' : undefined}
        rowSelection={rowSelection ? { columnTitle: selectAllTitle, ...rowSelection } : undefined}
        dataSource={page?.data ?? []}
        loading={state.status === 'loading'}
        locale={{ emptyText }}
        // Wide: a table wider than its box scrolls inside it (its first column fixed by the
        // caller), never the page. Phone: the compact columns wrap instead.
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={
          page && page.meta.total > 0
            ? {
                current: page.meta.page,
                pageSize: page.meta.per_page || perPage,
                total: page.meta.total,
                showSizeChanger: false,
                size: phone ? 'small' : undefined,
                showTotal: () => <span data-testid="pager-label">{pagerLabel(page.meta, t)}</span>,
                onChange: (next) => list.update({ page: next }),
              }
            : false
        }
      />
    </>
  );
}
