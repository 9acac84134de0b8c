import request from 'supertest';
import type { Client, TestApp } from './test-app';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface DocumentedRoute {
  method: HttpMethod;
  /** the OpenAPI path, with its {params} */
  path: string;
  /** 'GET /api/users/{id}': how route tables name a route */
  key: string;
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation the running app documents at /api/docs. Tests built on this
 * list cover a new endpoint the day it is added, instead of a hand-kept list.
 */
export async function documentedRoutes(http: TestApp['http']): Promise<DocumentedRoute[]> {
  const res = await request(http).get('/api/docs/openapi.json').set('Accept', 'application/json');
  if (res.status !== 200) throw new Error(`/api/docs/openapi.json → ${res.status}`);
  const doc = res.body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => method in operations).map((method) => ({
      method,
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
}

/** Fills an OpenAPI path's {params}: given values first, then a harmless placeholder. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 1)),
  );
}

/** Calls a documented route as this browser-like client (cookies, XSRF header, address). */
export function callRoute(client: Client, method: HttpMethod, path: string, body?: unknown) {
  // Client has no patch() because the API has no PATCH route; a new one fails loudly here.
  if (method === 'patch') throw new Error(`PATCH ${path}: give the test Client a patch() first`);
  return method === 'get' || method === 'delete'
    ? client[method](path)
    : client[method](path, body);
}
