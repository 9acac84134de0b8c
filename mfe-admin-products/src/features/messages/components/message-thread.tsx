import type { MessageThreadEntry } from '@bolsos/contracts';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** Replies and internal notes, oldest first, each with its author and time. */
export function MessageThread({
  entries,
  dates,
}: {
  entries: MessageThreadEntry[];
  dates: Intl.DateTimeFormat;
}) {
  const { t } = useAdminProductsT();
  if (entries.length === 0) return <Empty description={t('admin.messages.thread_empty')} />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="message-thread">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-testid={`thread-${entry.kind}`}
          style={{
            padding: '12px 16px',
            marginBottom: 12,
            borderRadius: 8,
            background: entry.kind === 'note' ? '#fffbe6' : '#f6ffed',
          }}
        >
          <Flex gap="small" align="center" wrap>
            {entry.kind === 'reply' ? (
              <Tag color="green">{t('admin.messages.kind.reply')}</Tag>
            ) : (
              <Tag color="gold">{t('admin.messages.kind.note')}</Tag>
            )}
            <Typography.Text strong>{entry.author_name}</Typography.Text>
            <Typography.Text type="secondary">
              <time dateTime={entry.created_at}>{dates.format(new Date(entry.created_at))}</time>
            </Typography.Text>
            {entry.sent_at ? (
              <Typography.Text type="secondary">
                {t('admin.messages.sent_at', { time: dates.format(new Date(entry.sent_at)) })}
              </Typography.Text>
            ) : null}
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '8px 0 0' }}>
            {entry.body}
          </Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}
