import { Button, Flex, Tag, Typography } from 'antd';
import type { QueuedImage } from '../hooks/use-image-upload-queue';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

const PREVIEW = 64;

/**
 * The picked files not yet in the gallery: a thumbnail of each, its progress while it is sent,
 * or why it was refused, with a way to remove it and to send the others.
 */
export function ImageUploadQueue({
  items,
  sending,
  waiting,
  onRemove,
  onSend,
}: {
  items: QueuedImage[];
  sending: boolean;
  waiting: number;
  onRemove: (key: number) => void;
  /** Offers to send the waiting files (after the API refused one of them). */
  onSend?: () => void;
}) {
  const { t } = useAdminProductsT();
  if (items.length === 0) return null;
  return (
    <Flex vertical gap="small">
      <ul
        aria-label={t('admin.products.images.queue')}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {items.map((item) => {
          const file = item.file.name;
          return (
            <li key={item.key} data-testid="queued-image" data-state={item.state}>
              <Flex gap="small" align="center" wrap>
                <img
                  src={item.preview}
                  alt={t('admin.products.images.preview', { file })}
                  width={PREVIEW}
                  height={PREVIEW}
                  style={{ objectFit: 'cover', borderRadius: 6, background: '#f1ece4' }}
                />
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 160 }}>
                  <Typography.Text strong>{file}</Typography.Text>
                  {item.state === 'sending' ? (
                    <progress
                      aria-label={t('admin.products.images.progress', { file })}
                      max={100}
                      value={Math.round(item.sent * 100)}
                      style={{ width: '100%' }}
                    />
                  ) : null}
                  {item.state === 'waiting' ? (
                    <span>
                      <Tag>{t('admin.products.images.waiting')}</Tag>
                    </span>
                  ) : null}
                  {item.reasons.map((reason) => (
                    <Typography.Text key={reason} type="danger" role="alert">
                      {reason}
                    </Typography.Text>
                  ))}
                </Flex>
                {item.state === 'sending' ? null : (
                  <Button
                    size="small"
                    // The name says which file; the text beside it already shows its name.
                    aria-label={t('admin.products.images.remove_file', { file })}
                    onClick={() => onRemove(item.key)}
                  >
                    {t('admin.products.images.remove')}
                  </Button>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
      {onSend && waiting > 0 && !sending ? (
        <Flex justify="flex-end">
          <Button type="primary" onClick={onSend} data-testid="send-rest">
            {t('admin.products.images.send_rest', { count: waiting })}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
