import type { TestApp } from './test-app';

interface WithHeaders {
  headers: Record<string, unknown>;
}

/** The session id inside the signed bolsos_session cookie a response sets (s:<id>.<signature>). */
export function sessionIdFrom(res: WithHeaders): string | undefined {
  const cookie = ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.match(/^bolsos_session=([^;]+)/)?.[1])
    .find(Boolean);
  if (!cookie) return undefined;
  return decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0];
}

/** Rows of the database session store for this id, read straight from the sessions table. */
export async function sessionRows(
  t: TestApp,
  sid: string,
): Promise<{ id: string; data: string; expires_at: unknown }[]> {
  return t.dataSource.query('SELECT id, data, expires_at FROM sessions WHERE id = ?', [sid]);
}
