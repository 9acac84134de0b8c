import type { Locale } from '@bolsos/contracts';
import { createElement, Suspense } from 'react';
import { useLocation } from '@bolsos/router';
import { PageLoading } from '../components/page-loading';
import type { RemoteSection } from '../routing/resolve-route';
import { RemoteBoundary, RemoteErrorCard } from './remote-boundary';
import { remoteForSection } from './remotes-config';
import { useRemoteComponentSource, useRemotesConfig } from './remotes-context';

export interface RemoteSlotProps {
  section: RemoteSection;
  basename: string;
  locale: Locale;
}

/** Renders the routes of the remote that serves `section`, isolated by its own error boundary. */
export function RemoteSlot({ section, basename, locale }: RemoteSlotProps) {
  const remote = remoteForSection(useRemotesConfig(), section);
  const { pathname } = useLocation();
  const source = useRemoteComponentSource();
  if (!remote) return <RemoteErrorCard />;
  return (
    <RemoteBoundary
      key={remote.name}
      name={remote.name}
      resetKey={pathname}
      manifest={remote.entry}
    >
      <Suspense fallback={<PageLoading />}>
        {/* One component per remote (remoteRoutes caches its lazy one): the same type on every render. */}
        {createElement(source(remote.name), { basename, locale })}
      </Suspense>
    </RemoteBoundary>
  );
}
