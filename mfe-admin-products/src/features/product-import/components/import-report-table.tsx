import type { ImportRowAction, ProductImportReport, ProductImportRow } from '@bolsos/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * The rows of an import report: line, product id, what happens to the row, and each error by
 * column. With errors, only the rows that have them: those are what the user must fix, and the
 * summary above already counts the rest.
 */
export function ImportReportTable({ report }: { report: ProductImportReport }) {
  const { t } = useAdminProductsT();
  const actions: Record<ImportRowAction, string> = {
    create: t('admin.products.import.action.create'),
    update: t('admin.products.import.action.update'),
    unchanged: t('admin.products.import.action.unchanged'),
    error: t('admin.products.import.action.error'),
  };
  const failed = report.rows.filter((row) => row.errors.length > 0);
  const rows = failed.length > 0 ? failed : report.rows;

  const columns: TableColumnsType<ProductImportRow> = [
    { title: t('admin.products.import.col.line'), dataIndex: 'line', width: 80 },
    {
      title: t('admin.products.import.col.id'),
      dataIndex: 'id',
      width: 80,
      render: (id: number | null) => id ?? '—',
    },
    {
      title: t('admin.products.import.col.action'),
      dataIndex: 'action',
      width: 140,
      render: (action: ImportRowAction) => (
        <Tag color={action === 'error' ? 'red' : undefined}>{actions[action]}</Tag>
      ),
    },
    {
      title: t('admin.products.import.col.errors'),
      key: 'errors',
      render: (_: unknown, row) =>
        row.errors.length === 0 ? (
          '—'
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {row.errors.map((error, index) => (
              <li key={`${error.column}-${index}`}>
                <Typography.Text code>{error.column}</Typography.Text> {error.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <Table<ProductImportRow>
      data-testid="import-rows"
      rowKey="line"
      size="small"
      columns={columns}
      dataSource={rows}
      title={() => (
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {failed.length > 0
            ? t('admin.products.import.error_rows')
            : t('admin.products.import.rows')}
        </Typography.Title>
      )}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    />
  );
}
