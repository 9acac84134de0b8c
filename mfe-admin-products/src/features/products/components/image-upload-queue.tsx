import { Button, Flex, Tag, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import {
  DragHandle,
  ReorderControls,
  SortableListItem,
  SortableOrder,
  useReorderFocus,
  type ReorderControl,
} from '../../../shared/components/sortable-order';
import type { QueuedImage } from '../hooks/use-image-upload-queue';
import { ImageAltFields, type AltTexts } from './image-alt-form';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * Images picked for the product's Save (create and edit forms): given alt texts and, with
 * `onMove`, put in order before it.
 */
export interface QueueArranging {
  altOf: (key: number) => AltTexts;
  onAlt: (key: number, texts: AltTexts) => void;
  onMove?: (key: number, to: number) => void;
}

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
  arrange,
}: {
  items: QueuedImage[];
  sending: boolean;
  waiting: number;
  onRemove: (key: number) => void;
  /** Offers to send the waiting files (after the API refused one of them). */
  onSend?: () => void;
  arrange?: QueueArranging;
}) {
  const { t } = useAdminProductsT();
  const focus = useReorderFocus();
  const nameOf = useCallback(
    (key: number) =>
      t('admin.products.images.item', {
        position: items.findIndex((item) => item.key === key) + 1,
      }),
    [items, t],
  );
  if (items.length === 0) return null;
  const onMove = arrange?.onMove;
  const move = (key: number, to: number, control: ReorderControl) => {
    onMove?.(key, to);
    focus.request(key, control);
  };
  const list = (
    <ul
      aria-label={t('admin.products.images.queue')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {items.map((item, index) => {
        const file = item.file.name;
        const row = (
          <Flex vertical gap="small">
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
            {arrange && item.state !== 'refused' ? (
              <Flex gap="small" wrap align="flex-start">
                {onMove ? (
                  <Flex gap={4} wrap>
                    <DragHandle name={nameOf(item.key)} />
                    <ReorderControls
                      id={item.key}
                      index={index}
                      count={items.length}
                      name={nameOf(item.key)}
                      upLabel={t('admin.products.images.move_up', { position: index + 1 })}
                      downLabel={t('admin.products.images.move_down', { position: index + 1 })}
                      onMove={move}
                    />
                  </Flex>
                ) : null}
                <ImageAltFields
                  legend={t('admin.products.images.alt_group_file', { file })}
                  value={arrange.altOf(item.key)}
                  onChange={(texts) => arrange.onAlt(item.key, texts)}
                />
              </Flex>
            ) : null}
          </Flex>
        );
        return onMove ? (
          <SortableListItem
            key={item.key}
            itemId={item.key}
            data-testid="queued-image"
            data-state={item.state}
          >
            {row}
          </SortableListItem>
        ) : (
          <li key={item.key} data-testid="queued-image" data-state={item.state}>
            {row}
          </li>
        );
      })}
    </ul>
  );
  let arranged: ReactNode = list;
  if (onMove) {
    arranged = (
      <SortableOrder
        ids={items.map((item) => item.key)}
        nameOf={nameOf}
        onReorder={(keys, moved) => move(moved, keys.indexOf(moved), 'handle')}
      >
        {list}
      </SortableOrder>
    );
  }
  return (
    <Flex vertical gap="small">
      {arranged}
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
