import { api } from '@bolsos/api-client';
import { API_PATHS, type Locale, type Popular } from '@bolsos/contracts';
import { useEffect, useState } from 'react';

export type PopularsState =
  { status: 'loading' } | { status: 'ready'; populars: Popular[] } | { status: 'failed' };

/** GET /api/catalog/populars?lang=…, silently: a failure only empties the section. */
export function usePopulars(locale: Locale): PopularsState {
  const [state, setState] = useState<PopularsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<{ data: Popular[] }>(API_PATHS.catalogPopulars, {
        params: { lang: locale },
        silent: true,
        signal: controller.signal,
      })
      .then(
        (answer) => {
          setState({ status: 'ready', populars: Array.isArray(answer?.data) ? answer.data : [] });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [locale]);
  return state;
}
