import {
  ConfirmButton,
  formatDateTime,
  LoadErrorAlert,
  PageHeader,
  useRemoteData,
} from '@bolsos/admin-kit';
import {
  LOCALE_TAGS,
  RELEASE_HEALTH_WINDOW_MS,
  type Locale,
  type ReleaseRemote,
  type ReleasesOverview,
  type RemoteRelease,
  type RemoteReleases,
} from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { Card, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { abortCanary, getReleases, promoteRelease, rollbackRelease } from '../api/releases-api';
import { PromoteShareButton } from './promote-share-button';

const STATUS_COLOURS: Record<RemoteRelease['status'], string> = {
  live: 'green',
  canary: 'blue',
  previous: 'default',
  rolled_back: 'orange',
  aborted: 'red',
};

function formatSize(bytes: number, locale: Locale): string {
  const kilobytes = bytes / 1024;
  const [value, unit] =
    kilobytes >= 1024 ? [kilobytes / 1024, 'megabyte'] : [kilobytes, 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * /admin/releases (admin): what each remote runs, its canary if one runs, and its releases, newest
 * first (version, time, who, files and size, share of visitors, failures reported by browsers),
 * with Roll back, Promote (to a share: a canary, or 100 % for everyone) and Abort. The API audits
 * each switch and every server takes it up within a second (docs/releasing.md).
 */
export function ReleasesPage({ locale }: { locale: Locale }) {
  const { t } = useAdminUsersT();
  const remote = useRemoteData<ReleasesOverview>('releases', getReleases);
  // A switch answers with the new overview: shown at once, without another request.
  const [switched, setSwitched] = useState<ReleasesOverview | null>(null);
  const overview = switched ?? (remote.status === 'failed' ? undefined : remote.data);

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.releases.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('admin.releases.intro')}
      </Typography.Paragraph>
      {remote.status === 'failed' ? (
        <LoadErrorAlert error={remote.error} onRetry={remote.reload} />
      ) : overview ? (
        overview.remotes.map((entry) => (
          <RemoteCard key={entry.remote} entry={entry} locale={locale} onSwitched={setSwitched} />
        ))
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}

const WINDOW_MINUTES = Math.round(RELEASE_HEALTH_WINDOW_MS / 60_000);

function RemoteCard({
  entry,
  locale,
  onSwitched,
}: {
  entry: RemoteReleases;
  locale: Locale;
  onSwitched: (next: ReleasesOverview) => void;
}) {
  const { t } = useAdminUsersT();
  const name = t(`admin.releases.remote.${entry.remote}`);
  const liveOf = (next: ReleasesOverview, remote: ReleaseRemote) =>
    next.remotes.find((r) => r.remote === remote)?.live ?? null;
  const runs = (id: string | null) => id ?? t('admin.releases.default_build');
  const canary = entry.canary
    ? entry.releases.find((release) => release.id === entry.canary)
    : undefined;

  const rollback = async () => {
    const next = await rollbackRelease(entry.remote);
    onSwitched(next);
    toast.success(
      t('admin.releases.rolled_back', { remote: name, id: runs(liveOf(next, entry.remote)) }),
    );
  };
  const promote = async (id: string, share: number) => {
    const next = await promoteRelease(entry.remote, id, share);
    onSwitched(next);
    toast.success(
      share === 100
        ? t('admin.releases.promoted', { remote: name, id })
        : t('admin.releases.canary_started', { remote: name, id, share }),
    );
  };
  const abort = async (id: string) => {
    const next = await abortCanary(entry.remote);
    onSwitched(next);
    toast.success(
      t('admin.releases.aborted', { remote: name, id, live: runs(liveOf(next, entry.remote)) }),
    );
  };

  const actions = (release: RemoteRelease) => {
    if (release.status === 'canary') {
      return [
        <ConfirmButton
          key="promote"
          size="small"
          type="primary"
          question={t('admin.releases.promote_question', { remote: name, id: release.id })}
          confirmText={t('admin.releases.promote_all')}
          onConfirm={() => promote(release.id, 100)}
          aria-label={t('admin.releases.promote_all_named', { id: release.id })}
        >
          {t('admin.releases.promote_all')}
        </ConfirmButton>,
        <ConfirmButton
          key="abort"
          size="small"
          danger
          question={t('admin.releases.abort_question', {
            remote: name,
            id: release.id,
            live: runs(entry.live),
          })}
          confirmText={t('admin.releases.abort')}
          onConfirm={() => abort(release.id)}
          aria-label={t('admin.releases.abort_named', { id: release.id })}
        >
          {t('admin.releases.abort')}
        </ConfirmButton>,
      ];
    }
    if (release.status === 'live' || !release.available) return undefined;
    return [
      <PromoteShareButton
        key="promote"
        size="small"
        title={t('admin.releases.promote_title', { remote: name, id: release.id })}
        onPromote={(share) => promote(release.id, share)}
        aria-label={t('admin.releases.promote_named', { id: release.id })}
      >
        {t('admin.releases.promote')}
      </PromoteShareButton>,
    ];
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {name}
        </Typography.Title>
      }
      data-testid={`releases-${entry.remote}`}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
      extra={
        entry.live ? (
          <ConfirmButton
            question={
              entry.canary
                ? // A rollback leaves everyone on one release: the canary stops with it.
                  `${t('admin.releases.rollback_question', { remote: name, id: entry.live })} ${t(
                    'admin.releases.rollback_canary_too',
                    { id: entry.canary },
                  )}`
                : t('admin.releases.rollback_question', { remote: name, id: entry.live })
            }
            confirmText={t('admin.releases.rollback')}
            onConfirm={rollback}
            data-testid={`rollback-${entry.remote}`}
          >
            {t('admin.releases.rollback')}
          </ConfirmButton>
        ) : null
      }
    >
      <Typography.Paragraph strong data-testid={`live-${entry.remote}`}>
        {t('admin.releases.live', { id: runs(entry.live) })}
      </Typography.Paragraph>
      {entry.canary ? (
        <Typography.Paragraph strong data-testid={`canary-${entry.remote}`}>
          {t('admin.releases.canary', { id: entry.canary, share: canary?.share ?? 0 })}
        </Typography.Paragraph>
      ) : null}
      {entry.releases.length === 0 ? (
        <Typography.Text type="secondary">{t('admin.releases.none')}</Typography.Text>
      ) : (
        <List<RemoteRelease>
          aria-label={t('admin.releases.history', { remote: name })}
          dataSource={entry.releases}
          rowKey="id"
          renderItem={(release) => (
            <List.Item
              data-testid={`release-${release.id}`}
              style={{ flexWrap: 'wrap', gap: 8 }}
              actions={actions(release)}
            >
              <ReleaseSummary release={release} locale={locale} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** One release: what it is, who made it, what it serves, how it fares, why it was stopped. */
function ReleaseSummary({ release, locale }: { release: RemoteRelease; locale: Locale }) {
  const { t } = useAdminUsersT();
  // Browsers report on what they run: a release serving no one has nothing to say unless it did.
  const reported =
    release.status === 'live' ||
    release.status === 'canary' ||
    release.loads > 0 ||
    release.failures > 0;

  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {release.id}
        </Typography.Text>
        <Tag color={STATUS_COLOURS[release.status]}>
          {t(`admin.releases.status.${release.status}`)}
        </Tag>
        {release.available ? null : <Tag>{t('admin.releases.gone')}</Tag>}
      </Flex>
      {release.status === 'aborted' && release.aborted_by ? (
        <Typography.Text
          type={release.aborted_by === 'failures' ? 'danger' : undefined}
          data-testid={`aborted-${release.id}`}
        >
          {t(`admin.releases.aborted_by.${release.aborted_by}`)}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        <time dateTime={release.created_at}>{formatDateTime(release.created_at, locale)}</time>
        {release.released_by ? ` · ${t('admin.releases.by', { name: release.released_by })}` : null}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('admin.releases.version', { version: release.version })} ·{' '}
        {t('admin.releases.files', {
          files: release.files,
          size: formatSize(release.size, locale),
        })}{' '}
        · {t('admin.releases.share', { share: release.share })}
      </Typography.Text>
      {reported ? (
        <Typography.Text
          type={release.failures > 0 ? 'danger' : 'secondary'}
          data-testid={`health-${release.id}`}
        >
          {t('admin.releases.health', {
            failures: t('admin.releases.failures', { count: release.failures }),
            loads: t('admin.releases.loads', { count: release.loads }),
            minutes: WINDOW_MINUTES,
          })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
