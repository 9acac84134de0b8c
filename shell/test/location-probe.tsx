import { useLocation } from '@bolsos/router';

/** Shows where the router is, so tests can assert redirects. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <code data-testid="location">{`${pathname}${search}`}</code>;
}
