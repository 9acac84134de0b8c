import { useTranslation } from '@bolsos/i18n';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useLocation } from '@bolsos/router';
import type { VersionPoller } from './version-poller';

export interface VersionNoticeProps {
  poller: VersionPoller;
  reload?: () => void;
}

const pageReload = () => globalThis.location.reload();

/**
 * Design §5: when a new release is out, a notice offers to reload; otherwise the page reloads by
 * itself at the next route change, when the visitor loses nothing. Plain markup: it may show on
 * public pages.
 */
export function VersionNotice({ poller, reload = pageReload }: VersionNoticeProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const available = useStore(poller.state, (state) => state.updateAvailable);
  const previous = useRef(pathname);

  useEffect(() => {
    poller.start();
    return () => poller.stop();
  }, [poller]);

  useEffect(() => {
    const moved = previous.current !== pathname;
    previous.current = pathname;
    if (moved && available) reload();
  }, [pathname, available, reload]);

  if (!available) return null;
  return (
    <div className="bl-version-notice" role="status" data-testid="version-notice">
      <span>{t('version.available')}</span>
      <button type="button" className="bl-button" onClick={() => reload()}>
        {t('version.reload')}
      </button>
    </div>
  );
}
