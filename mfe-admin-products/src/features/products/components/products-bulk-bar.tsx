import { ConfirmButton, refusalMessage, unprocessableErrors } from '@bolsos/admin-kit';
import type { ProductBulkAction } from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { bulkProducts } from '../api/products-api';

/**
 * Why the server refused a bulk action: a 422 names the field ("a product was not found"), any
 * other refusal its own message. The whole action was rolled back, so nothing else is to tell.
 */
function bulkRefusal(error: unknown, t: TFunction): string {
  const reasons = Object.values(unprocessableErrors(error) ?? {}).flat();
  return reasons.length > 0 ? reasons.join(' ') : refusalMessage(error, t);
}

export interface ProductsBulkBarProps {
  /** the selected products' ids, in the order they were picked */
  ids: number[];
  /** after a success: the list reloads and the selection is cleared */
  onDone: () => void;
  onClear: () => void;
}

/**
 * What staff can do to every selected row at once (POST /api/products/bulk, all or none):
 * publish, unpublish, add to Popular, and delete after one question that names the count.
 */
export function ProductsBulkBar({ ids, onDone, onClear }: ProductsBulkBarProps) {
  const { t, i18n } = useAdminProductsT();
  const [busy, setBusy] = useState<ProductBulkAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = ids.length;

  const done = (action: ProductBulkAction) => {
    const messages: Record<ProductBulkAction, string> = {
      publish: t('admin.products.bulk.done_publish', { count }),
      unpublish: t('admin.products.bulk.done_unpublish', { count }),
      add_popular: t('admin.products.bulk.done_add_popular', { count }),
      delete: t('admin.products.bulk.done_delete', { count }),
    };
    toast.success(messages[action]);
    setFailure(null);
    onDone();
  };

  const run = async (action: Exclude<ProductBulkAction, 'delete'>) => {
    setBusy(action);
    setFailure(null);
    try {
      await bulkProducts(action, ids);
      done(action);
    } catch (error) {
      setFailure(bulkRefusal(error, i18n.t));
    } finally {
      setBusy(null);
    }
  };

  const disabled = count === 0 || busy !== null;
  return (
    <Flex vertical gap="small">
      <Flex
        role="toolbar"
        aria-label={t('admin.products.bulk.label')}
        data-testid="products-bulk"
        gap="small"
        wrap
        align="center"
      >
        <Typography.Text aria-live="polite" data-testid="products-bulk-count">
          {t('admin.products.bulk.selected', { count })}
        </Typography.Text>
        <Button
          disabled={disabled}
          loading={busy === 'publish'}
          onClick={() => void run('publish')}
        >
          {t('admin.products.bulk.publish')}
        </Button>
        <Button
          disabled={disabled}
          loading={busy === 'unpublish'}
          onClick={() => void run('unpublish')}
        >
          {t('admin.products.bulk.unpublish')}
        </Button>
        <Button
          disabled={disabled}
          loading={busy === 'add_popular'}
          onClick={() => void run('add_popular')}
        >
          {t('admin.products.bulk.add_popular')}
        </Button>
        <ConfirmButton
          danger
          disabled={disabled}
          data-testid="products-bulk-delete"
          question={t('admin.products.bulk.delete_confirm', { count })}
          confirmText={t('common.delete')}
          errorMessage={(error) => bulkRefusal(error, i18n.t)}
          onConfirm={async () => {
            await bulkProducts('delete', ids);
            done('delete');
          }}
        >
          {t('common.delete')}
        </ConfirmButton>
        <Button type="link" disabled={disabled} onClick={onClear}>
          {t('admin.products.bulk.clear')}
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
    </Flex>
  );
}
