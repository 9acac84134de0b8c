import {
  AuditChanges,
  AuditDetails,
  AuditWhat,
  FilterFold,
  formatDateTime,
  PagedTable,
  PageHeader,
  useAuditLabels,
  useListParams,
} from '@bolsos/admin-kit';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type Locale,
} from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { Button, Flex, Input, Select, Typography, type TableColumnsType } from 'antd';
import { AUDIT_PER_PAGE } from '../../../shared/api/audit-api';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { useAuditLog } from '../hooks/use-audit-log';
import { useStaff } from '../hooks/use-staff';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** A day picked in the staff member's calendar, as the instant it starts or ends there. */
function dayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Where each kind of record lives in the back office, for the entries about one that still
 * exists. Typed by the contracts' list, so a new kind of record needs its page named here.
 */
const RECORD_PATHS: Record<AuditEntity, (basename: string, id: number) => string> = {
  user: (basename, id) => `${basename}/users/${id}`,
  product: (basename, id) => `${basename}/products/${id}`,
  message: (basename, id) => `${basename}/messages/${id}`,
  shop: (basename) => `${basename}/shop`,
  release: (basename) => `${basename}/releases`,
};

/**
 * /admin/audit (admin): the append-only audit log, newest first, filtered by staff member,
 * record type, action and dates (all kept in the URL), each entry's fields before → after, and
 * a link to the record while it exists.
 */
export function AuditLogPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminUsersT();
  const labels = useAuditLabels();
  const list = useListParams();
  const actor = list.get('actor_id');
  const entity = oneOf(AUDIT_ENTITIES, list.get('entity'));
  const action = oneOf(AUDIT_ACTIONS, list.get('action'));
  const from = list.get('from');
  const to = list.get('to');
  // One record's full history, as its page links to it: only with the kind of record.
  const entityId = entity && ID.test(list.get('entity_id')) ? list.get('entity_id') : '';
  const query: AuditQuery = {
    actor_id: ID.test(actor) ? Number(actor) : undefined,
    entity,
    entity_id: entityId ? Number(entityId) : undefined,
    action,
    from: dayBound(from, 'start'),
    to: dayBound(to, 'end'),
    page: list.page,
  };
  const state = useAuditLog(query);
  const staff = useStaff();
  const filter = (changes: Record<string, string | undefined>) =>
    list.update({ ...changes, page: undefined }, { replace: true });
  const entityName = (name: AuditEntity) => t(`admin.audit.entity.${name}`);

  const record = (row: AuditEntry) => {
    if (row.entity_id === null) return entityName(row.entity);
    const params = { entity: entityName(row.entity), id: row.entity_id };
    // The name people know it by first ("Mochila Andes"), the kind and id beside it.
    const name = row.entity_label ? (
      <Typography.Text strong={row.entity_exists}>{row.entity_label}</Typography.Text>
    ) : null;
    return row.entity_exists ? (
      <Link to={RECORD_PATHS[row.entity](basename, row.entity_id)} data-testid="audit-record">
        {name}{' '}
        <span>
          {name ? `(${t('admin.audit.record', params)})` : t('admin.audit.record', params)}
        </span>
      </Link>
    ) : (
      <Typography.Text type="secondary" data-testid="audit-record">
        {name} {t('admin.audit.record_gone', params)}
      </Typography.Text>
    );
  };

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('admin.audit.col.when'),
      dataIndex: 'occurred_at',
      // When it happened stays in view while the changes of a wide row scroll past.
      fixed: 'left',
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(value, locale)}
        </time>
      ),
    },
    {
      title: t('admin.audit.col.who'),
      key: 'who',
      render: (_: unknown, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.actor_name ?? labels.visitor}</Typography.Text>
          {row.ip ? <Typography.Text type="secondary">{row.ip}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      title: t('admin.audit.col.what'),
      key: 'what',
      render: (_: unknown, row) => (
        <Flex vertical gap={2}>
          <AuditWhat entry={row} labels={labels} />
          <AuditDetails entry={row} labels={labels} />
        </Flex>
      ),
    },
    {
      title: t('admin.audit.col.record'),
      key: 'record',
      render: (_: unknown, row) => record(row),
    },
    {
      title: t('admin.audit.col.changes'),
      key: 'changes',
      render: (_: unknown, row) => <AuditChanges changes={row.changes} labels={labels} />,
    },
  ];

  // A phone's entry: when and who, what was done to which record, and the changes, one under
  // the other.
  const phoneColumns: TableColumnsType<AuditEntry> = [
    {
      title: t('admin.audit.col.what'),
      key: 'entry',
      render: (_: unknown, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text type="secondary">
            <time dateTime={row.occurred_at}>{formatDateTime(row.occurred_at, locale)}</time>
            {' · '}
            {row.actor_name ?? labels.visitor}
          </Typography.Text>
          <AuditWhat entry={row} labels={labels} />
          <AuditDetails entry={row} labels={labels} />
          {record(row)}
          <AuditChanges changes={row.changes} labels={labels} />
        </Flex>
      ),
    },
  ];

  const staffOptions = (staff.status === 'ready' ? staff.data.data : []).map((user) => ({
    value: String(user.id),
    label: user.name,
  }));
  const filtered = Boolean(actor || entity || entityId || action || from || to);

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('admin.audit.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('admin.audit.intro')}
      </Typography.Paragraph>
      <FilterFold
        active={[actor, entity, entityId, action, from, to].filter(Boolean).length}
        data-testid="audit-fold"
      >
        <Flex gap="small" wrap align="end" data-testid="audit-filters">
          <label>
            <div>{t('admin.audit.filter.actor')}</div>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 220 }}
              aria-label={t('admin.audit.filter.actor')}
              value={actor || undefined}
              options={staffOptions}
              onChange={(value?: string) => filter({ actor_id: value })}
            />
          </label>
          <label>
            <div>{t('admin.audit.filter.entity')}</div>
            <Select<AuditEntity>
              allowClear
              style={{ width: 160 }}
              aria-label={t('admin.audit.filter.entity')}
              value={entity}
              options={AUDIT_ENTITIES.map((value) => ({ value, label: entityName(value) }))}
              onChange={(value?: AuditEntity) => filter({ entity: value, entity_id: undefined })}
            />
          </label>
          <label>
            <div>{t('admin.audit.filter.action')}</div>
            <Select<AuditAction>
              allowClear
              style={{ width: 240 }}
              aria-label={t('admin.audit.filter.action')}
              value={action}
              options={AUDIT_ACTIONS.map((value) => ({ value, label: labels.action(value) }))}
              onChange={(value?: AuditAction) => filter({ action: value })}
            />
          </label>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontSize: 'inherit', margin: 0 }}>
              {t('admin.audit.filter.dates')}
            </legend>
            <Flex gap="small">
              <Input
                type="date"
                aria-label={`${t('admin.audit.filter.dates')} (1)`}
                data-testid="audit-from"
                value={from}
                max={to || undefined}
                onChange={(event) => filter({ from: event.target.value })}
              />
              <Input
                type="date"
                aria-label={`${t('admin.audit.filter.dates')} (2)`}
                data-testid="audit-to"
                value={to}
                min={from || undefined}
                onChange={(event) => filter({ to: event.target.value })}
              />
            </Flex>
          </fieldset>
          {filtered ? (
            <Button
              onClick={() =>
                filter({
                  actor_id: undefined,
                  entity: undefined,
                  entity_id: undefined,
                  action: undefined,
                  from: undefined,
                  to: undefined,
                })
              }
            >
              {t('admin.audit.filter.clear')}
            </Button>
          ) : null}
        </Flex>
      </FilterFold>
      <PagedTable<AuditEntry>
        data-testid="audit-table"
        state={state}
        columns={columns}
        phoneColumns={phoneColumns}
        list={list}
        perPage={AUDIT_PER_PAGE}
        emptyText={t('admin.audit.empty')}
      />
    </Flex>
  );
}
