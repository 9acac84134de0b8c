import type { Locale } from '@bolsos/contracts';
import { createElement, Suspense, useEffect } from 'react';
import { useLocation } from '@bolsos/router';
import { PageLoading } from '../components/page-loading';
import type { RemoteSection } from '../routing/resolve-route';
import { confirmReleaseLoad } from './release-beacon';
import { RemoteBoundary, RemoteErrorCard } from './remote-boundary';
import { remoteForSection } from './remotes-config';
import { useRemoteComponentSource, useRemotesConfig } from './remotes-context';

export interface RemoteSlotProps {
  section: RemoteSection;
  basename: string;
  locale: Locale;
}

/**
 * Committed beside a remote's routes, inside their Suspense and error boundary: its effect runs
 * once the remote has rendered (never while it is still loading, nor when it failed), and
 * confirms that load to the release health with the page load's token.
 */
function ReleaseLoaded({
  name,
  manifest,
  token,
}: {
  name: string;
  manifest: string;
  token?: string;
}) {
  useEffect(() => {
    void confirmReleaseLoad(name, manifest, token);
  }, [name, manifest, token]);
  return null;
}

/** Renders the routes of the remote that serves `section`, isolated by its own error boundary. */
export function RemoteSlot({ section, basename, locale }: RemoteSlotProps) {
  const config = useRemotesConfig();
  const remote = remoteForSection(config, section);
  const { pathname } = useLocation();
  const source = useRemoteComponentSource();
  if (!remote) return <RemoteErrorCard />;
  return (
    <RemoteBoundary
      key={remote.name}
      name={remote.name}
      resetKey={pathname}
      manifest={remote.entry}
      loadToken={config.loadToken}
    >
      <Suspense fallback={<PageLoading />}>
        {/* One component per remote (remoteRoutes caches its lazy one): the same type on every render. */}
        {createElement(source(remote.name), { basename, locale })}
        <ReleaseLoaded name={remote.name} manifest={remote.entry} token={config.loadToken} />
      </Suspense>
    </RemoteBoundary>
  );
}
