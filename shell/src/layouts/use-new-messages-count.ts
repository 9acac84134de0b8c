import { api } from '@bolsos/api-client';
import { API_PATHS, type MessagePage } from '@bolsos/contracts';
import { useEffect, useState } from 'react';

/**
 * How many contact messages are new, for the side menu's badge: read again on every admin page
 * change (a page answered or filed one, or a visitor wrote), never from the GET cache. Staff who
 * may not open the inbox (`enabled` false) never ask. A failure leaves the badge out quietly.
 */
export function useNewMessagesCount(enabled: boolean, pathname: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    api
      .get<MessagePage>(API_PATHS.messages, {
        params: { status: 'new', per_page: 1 },
        silent: true,
        cache: false,
      })
      .then((page) => {
        if (active) setCount(page.meta.counts.new);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [enabled, pathname]);
  return enabled ? count : 0;
}
