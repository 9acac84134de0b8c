import type { AuditAction, AuditChange, AuditEntry, Paginated } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Card, Empty, Flex, Pagination, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from './load-error-alert';
import { pagerLabel } from './pager-label';
import type { RemoteData } from './use-remote-data';

/** The words an audit entry is shown with: each remote passes its own (its strings live with it). */
export interface AuditLabels {
  /** 'Updated', 'Signed in'… */
  action(action: AuditAction): string;
  /** a field's name for people; the raw name when it has none */
  field(field: string): string;
  /** the part of a record an entry is about: 'Translation (en)', 'Role: manager' */
  part(part: string, key: string | null): string;
  /** who acted when no one was signed in (failed sign-ins, resets by link) */
  visitor: string;
  /** what an absent value shows as */
  none: string;
  yes: string;
  no: string;
  /** the label of a detail of an account event ('E-mail tried') */
  detail(name: string): string;
  /**
   * A stored value in words ('answered' → 'Answered', 'backpacks' → 'Backpacks', a timestamp in
   * the back office's date format); undefined where the value means itself (a name, a price).
   */
  value?(field: string, value: string): string | undefined;
}

/**
 * A value of a change as text: coded values (statuses, kinds, categories, languages, times) in
 * words when the labels know them, other strings as they are, booleans in words, lists and
 * objects as JSON.
 */
export function formatAuditValue(value: unknown, labels: AuditLabels, field = ''): string {
  if (value === null || value === undefined || value === '') return labels.none;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'string') return labels.value?.(field, value) ?? value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** 'field: before → after' for each changed field; a create shows only the after, a delete the before. */
export function AuditChanges({
  changes,
  labels,
}: {
  changes: Record<string, AuditChange>;
  labels: AuditLabels;
}) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="audit-changes">
      {fields.map(([field, { before, after }]) => (
        <li key={field}>
          <Typography.Text strong>{labels.field(field)}</Typography.Text>
          {': '}
          <Typography.Text delete={before !== null} type="secondary">
            {formatAuditValue(before, labels, field)}
          </Typography.Text>
          {' → '}
          <Typography.Text>{formatAuditValue(after, labels, field)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** What happened, in one line: the action and, for a part of a record, which part. */
export function AuditWhat({ entry, labels }: { entry: AuditEntry; labels: AuditLabels }) {
  return (
    <Flex gap={4} wrap align="center">
      <Tag color={entry.action === 'delete' || entry.action === 'sign_in_failed' ? 'red' : 'blue'}>
        {labels.action(entry.action)}
      </Tag>
      {entry.part ? <span>{labels.part(entry.part, entry.part_key)}</span> : null}
    </Flex>
  );
}

/** The extra facts of an account event (the e-mail a failed sign-in tried). */
export function AuditDetails({ entry, labels }: { entry: AuditEntry; labels: AuditLabels }) {
  if (!entry.details) return null;
  return (
    <>
      {Object.entries(entry.details).map(([name, value]) => (
        <div key={name}>
          <Typography.Text type="secondary">{labels.detail(name)}: </Typography.Text>
          {value}
        </div>
      ))}
    </>
  );
}

export interface AuditHistoryProps {
  title: string;
  emptyText: string;
  state: RemoteData<Paginated<AuditEntry>>;
  labels: AuditLabels;
  /** the time of an entry as the remote writes dates */
  formatTime(iso: string): string;
  onPage(page: number): void;
  extra?: ReactNode;
}

/**
 * A record page's "History": its audit entries, newest first, each with who, when, what and
 * the fields before → after, and the spec's pager. Stateless: the remote loads the page.
 */
export function AuditHistory({
  title,
  emptyText,
  state,
  labels,
  formatTime,
  onPage,
  extra,
}: AuditHistoryProps) {
  const { t } = useTranslation();
  const page = state.status === 'failed' ? undefined : state.data;
  const entries = page?.data ?? [];
  return (
    <Card title={title} extra={extra} data-testid="audit-history">
      {state.status === 'failed' ? (
        <LoadErrorAlert error={state.error} onRetry={state.reload} />
      ) : null}
      <Spin spinning={state.status === 'loading'}>
        {entries.length === 0 && state.status === 'ready' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="audit-entry"
                style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <Flex vertical gap={2}>
                  <Flex gap={8} wrap align="center">
                    <time dateTime={entry.occurred_at}>{formatTime(entry.occurred_at)}</time>
                    <Typography.Text strong>{entry.actor_name ?? labels.visitor}</Typography.Text>
                    <AuditWhat entry={entry} labels={labels} />
                  </Flex>
                  <AuditChanges changes={entry.changes} labels={labels} />
                  <AuditDetails entry={entry} labels={labels} />
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </Spin>
      {page && page.meta.total > page.meta.per_page ? (
        <Pagination
          style={{ marginTop: 12 }}
          size="small"
          current={page.meta.page}
          pageSize={page.meta.per_page}
          total={page.meta.total}
          showSizeChanger={false}
          showTotal={() => <span data-testid="pager-label">{pagerLabel(page.meta, t)}</span>}
          onChange={onPage}
        />
      ) : null}
    </Card>
  );
}
