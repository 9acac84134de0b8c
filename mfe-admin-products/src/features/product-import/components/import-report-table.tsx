import {
  CATEGORIES,
  LOCALES,
  type Category,
  type ImportRowAction,
  type Locale,
  type ProductImportChange,
  type ProductImportReport,
  type ProductImportRow,
} from '@bolsos/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

type TFunction = ReturnType<typeof useAdminProductsT>['t'];

/** Changes first (what the user checks before importing), then new rows, then the rest. */
const ORDER: Record<ImportRowAction, number> = { error: 0, update: 1, create: 2, unchanged: 3 };

/** A CSV column as the product form names it: 'name_en' → 'Name (English)'. */
export function columnLabel(column: string, t: TFunction): string {
  const match = /^(name|slug|description)_(es|en|zh)$/.exec(column);
  if (match && LOCALES.includes(match[2] as Locale)) {
    const language = t(`nav.language.${match[2] as Locale}`);
    if (match[1] === 'name') return t('admin.products.import.field.name', { language });
    if (match[1] === 'slug') return t('admin.products.import.field.slug', { language });
    return t('admin.products.import.field.description', { language });
  }
  if (column === 'category' || column === 'price' || column === 'published') {
    return t(`admin.products.field.${column as 'category' | 'price' | 'published'}`);
  }
  return column;
}

/** A value as the user reads it: a category's name, published or draft, or "(empty)". */
function valueLabel(column: string, value: string, t: TFunction): string {
  if (value === '') return t('admin.products.import.no_value');
  if (column === 'category' && CATEGORIES.includes(value as Category)) {
    return t(`store.category.${value as Category}`);
  }
  if (column === 'published') {
    return t(value === 'true' ? 'admin.products.status.published' : 'admin.products.status.draft');
  }
  return value;
}

function Changes({ changes, t }: { changes: ProductImportChange[]; t: TFunction }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="import-changes">
      {changes.map((change) => (
        <li key={change.column} style={{ overflowWrap: 'anywhere' }}>
          {t('admin.products.import.change', {
            field: columnLabel(change.column, t),
            before: valueLabel(change.column, change.before, t),
            after: valueLabel(change.column, change.after, t),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows of an import report: line, product, what happens to the row, and what it changes
 * (field, before → after) or why it is refused. With errors, only the rows that have them: those
 * are what the user must fix, and the summary above already counts the rest.
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
  const rows = (failed.length > 0 ? failed : report.rows)
    .slice()
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line);

  const columns: TableColumnsType<ProductImportRow> = [
    { title: t('admin.products.import.col.line'), dataIndex: 'line', width: 64 },
    {
      title: t('admin.products.import.col.product'),
      key: 'product',
      render: (_: unknown, row) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {row.name || '—'}
          {row.id !== null ? <Typography.Text type="secondary"> #{row.id}</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: t('admin.products.import.col.action'),
      dataIndex: 'action',
      width: 120,
      render: (action: ImportRowAction) => (
        <Tag color={action === 'error' ? 'red' : action === 'update' ? 'blue' : undefined}>
          {actions[action]}
        </Tag>
      ),
    },
    {
      title: t('admin.products.import.col.details'),
      key: 'details',
      render: (_: unknown, row) => {
        if (row.errors.length > 0) {
          return (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {row.errors.map((error, index) => (
                <li key={`${error.column}-${index}`}>
                  <Typography.Text code>{columnLabel(error.column, t)}</Typography.Text>{' '}
                  {error.message}
                </li>
              ))}
            </ul>
          );
        }
        return row.changes.length > 0 ? <Changes changes={row.changes} t={t} /> : '—';
      },
    },
  ];

  return (
    <Table<ProductImportRow>
      data-testid="import-rows"
      rowKey="line"
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
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
