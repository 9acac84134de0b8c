import { api } from '@bolsos/api-client';
import { API_PATHS, redirectLookupUrl, type RouteRedirectLookup } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { usePreloaded } from '@bolsos/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@bolsos/router';
import { PageLoading } from '../components/page-loading';
import { ErrorPage } from '../pages/error-page';

export type RouteRedirect = NonNullable<RouteRedirectLookup['redirect']>;
export type RedirectLookup = (path: string) => Promise<RouteRedirect | null>;

/** Asks the server whether an unknown path moved; any failure counts as "no redirect". */
export const lookupRedirect: RedirectLookup = async (path) => {
  try {
    const answer = await api.get<RouteRedirectLookup>(API_PATHS.routeRedirects, {
      params: { path },
      silent: true,
    });
    return answer?.redirect ?? null;
  } catch {
    return null;
  }
};

export interface NotFoundRouteProps {
  /** The path as shown to the visitor (decoded). */
  path: string;
  lookup?: RedirectLookup;
  /** Leaves the site for an external target. */
  leave?: (url: string) => void;
}

const leaveSite = (url: string) => globalThis.location.assign(url);

/**
 * Spec §2: before the 404, the server may know where the page went. Internal targets replace the
 * current entry; external ones leave the site; otherwise 'Page Not Found: {path}'. A 404 the server
 * rendered carries its lookup's answer (no redirect) in the page state: shown at once, not asked again.
 */
export function NotFoundRoute({
  path,
  lookup = lookupRedirect,
  leave = leaveSite,
}: NotFoundRouteProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const checked = usePreloaded<RouteRedirectLookup>(redirectLookupUrl(pathname));
  const serverChecked = checked !== undefined && !checked.redirect ? pathname : null;
  const [missing, setMissing] = useState<string | null>(serverChecked);

  useEffect(() => {
    if (serverChecked === pathname) return undefined;
    let active = true;
    void lookup(pathname).then((redirect) => {
      if (!active) return;
      if (redirect && redirect.external) leave(redirect.to);
      else if (redirect && redirect.to !== pathname) navigate(redirect.to, { replace: true });
      else setMissing(pathname);
    });
    return () => {
      active = false;
    };
  }, [pathname, serverChecked, lookup, leave, navigate]);

  if (missing !== pathname && serverChecked !== pathname) return <PageLoading />;
  return <NotFoundPage path={path} />;
}

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  return <ErrorPage code={404} message={t('error.not_found_path', { path })} />;
}
