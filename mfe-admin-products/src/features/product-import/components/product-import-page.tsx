import { LinkButton, PageHeader } from '@bolsos/admin-kit';
import { LIMITS, PRODUCT_CSV_COLUMNS } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { useProductImport, type ImportOutcome } from '../hooks/use-product-import';
import { ImportReportTable } from './import-report-table';

const MIB = 1024 * 1024;

/** The answer of the last check or import, in words, with its rows. */
function Outcome({ outcome, basename }: { outcome: ImportOutcome; basename: string }) {
  const { t } = useAdminProductsT();
  if (outcome.kind === 'refused') {
    const { message, report, problems } = outcome.refusal;
    return (
      <Flex vertical gap="middle">
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="import-refused"
          title={message}
          description={
            problems.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((problem, index) => (
                  <li key={index}>
                    {problem.line === undefined
                      ? problem.message
                      : t('admin.products.import.line_error', {
                          line: problem.line,
                          column: problem.column,
                          message: problem.message,
                        })}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
        {report ? <ImportReportTable report={report} /> : null}
      </Flex>
    );
  }
  const { report } = outcome;
  const { counts } = report;
  if (outcome.kind === 'imported') {
    return (
      <Flex vertical gap="middle">
        <Alert
          type="success"
          showIcon
          role="status"
          data-testid="import-done"
          title={t('admin.products.import.done', {
            created: counts.create,
            updated: counts.update,
            unchanged: counts.unchanged,
          })}
          description={<Link to={`${basename}/products`}>{t('admin.products.import.back')}</Link>}
        />
        <ImportReportTable report={report} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Alert
        type={counts.error > 0 ? 'error' : 'info'}
        showIcon
        role={counts.error > 0 ? 'alert' : 'status'}
        data-testid="import-checked"
        title={
          counts.error > 0
            ? t('admin.products.import.checked_errors', { count: counts.error })
            : t('admin.products.import.checked_ok', {
                create: counts.create,
                update: counts.update,
                unchanged: counts.unchanged,
              })
        }
      />
      <ImportReportTable report={report} />
    </Flex>
  );
}

/**
 * /admin/products/import (admins and managers): pick a CSV file, check it with a dry run (every
 * row's result, what it changes, errors by line and column), then import it once the counts are
 * confirmed, all rows or none.
 */
export function ProductImportPage({ basename }: { basename: string }) {
  const { t } = useAdminProductsT();
  const { file, busy, outcome, confirming, choose, check, run, confirm, cancel } =
    useProductImport();

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('admin.products.import.title')}
        actions={
          <LinkButton to={`${basename}/products`}>{t('admin.products.import.back')}</LinkButton>
        }
      />
      <Typography.Paragraph style={{ margin: 0, maxWidth: 760 }}>
        {t('admin.products.import.intro')}{' '}
        {t('admin.products.import.limits', {
          mb: LIMITS.importMaxBytes / MIB,
          rows: LIMITS.importMaxRows,
        })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('admin.products.import.columns', { columns: PRODUCT_CSV_COLUMNS.join(', ') })}
      </Typography.Paragraph>
      <div data-testid="import-file" style={{ maxWidth: 760 }}>
        <Upload.Dragger
          accept=".csv,text/csv"
          showUploadList={false}
          multiple={false}
          disabled={busy !== null}
          beforeUpload={(picked) => {
            choose(picked);
            return Upload.LIST_IGNORE;
          }}
        >
          <Typography.Text>
            {file
              ? t('admin.products.import.chosen', { name: file.name })
              : t('admin.products.import.choose')}
          </Typography.Text>
        </Upload.Dragger>
      </div>
      <Flex gap="small" wrap>
        <Button
          disabled={!file || busy !== null}
          loading={busy === 'check'}
          onClick={() => void check()}
          data-testid="import-check"
        >
          {t('admin.products.import.check')}
        </Button>
        <Button
          type="primary"
          disabled={!file || busy !== null}
          loading={busy === 'import'}
          onClick={() => void run()}
          data-testid="import-run"
        >
          {t('admin.products.import.run')}
        </Button>
      </Flex>
      {outcome ? <Outcome outcome={outcome} basename={basename} /> : null}
      <Modal
        open={confirming !== null}
        title={t('admin.products.import.confirm_title')}
        okText={t('admin.products.import.run')}
        cancelText={t('common.cancel')}
        onOk={() => void confirm()}
        onCancel={cancel}
        destroyOnHidden
      >
        {confirming ? (
          <Typography.Paragraph data-testid="import-confirm" style={{ margin: 0 }}>
            {t('admin.products.import.confirm_counts', {
              create: confirming.counts.create,
              update: confirming.counts.update,
              unchanged: confirming.counts.unchanged,
            })}
          </Typography.Paragraph>
        ) : null}
      </Modal>
    </Flex>
  );
}
