import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  CLIENT_TYPES_FILE,
  OPENAPI_FILE,
  clientTypesFor,
} from '../src/common/openapi/write-openapi';
import { describeOn } from './support/databases';
import { COMMITTED_DOCUMENT, type OpenApiDocument } from './support/openapi-contract';
import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; headers?: Record<string, { required?: boolean }> }>;
  requestBody?: { content: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(document: OpenApiDocument): (Operation & { method: string; path: string })[] {
  return Object.entries(document.paths).flatMap(([docPath, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ ...(operation as Operation), method, path: docPath })),
  );
}

/** Issue 33: the document, as served, checked by tools nobody here wrote and kept in docs/. */
describeOn('sqlite')('the OpenAPI document', () => {
  let t: TestApp;
  let served: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const res = await request(t.http).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    served = res.body as OpenApiDocument;
  });
  afterAll(() => t.close());

  it('is docs/openapi.json, but for `servers`, which is this API’s APP_URL', () => {
    expect(OPENAPI_FILE).toBe(COMMITTED_DOCUMENT);
    const committed = JSON.parse(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')) as OpenApiDocument;
    expect(served.servers).toEqual([{ url: t.config.appUrl, description: expect.any(String) }]);
    const { servers: _served, ...servedRest } = served;
    const { servers: _committed, ...committedRest } = committed;
    // On failure: `npx nx run api:build` writes docs/openapi.json; review and commit it.
    expect(servedRest).toEqual(committedRest);
  });

  it.each(['served', 'committed'])(
    "passes Redocly's recommended ruleset with no error and no warning (%s)",
    (which) => {
      const source =
        which === 'served' ? JSON.stringify(served) : fs.readFileSync(COMMITTED_DOCUMENT, 'utf8');
      const output = execFileSync(
        process.execPath,
        [path.join(__dirname, 'support/openapi-lint.mjs')],
        { input: source, encoding: 'utf8' },
      );
      expect(JSON.parse(output)).toEqual([]);
    },
  );

  it('marks each operation by audience, with the security and answers its guards give', () => {
    const all = operations(served);
    expect(all.length).toBeGreaterThan(35);
    for (const op of all) {
      const name = `${op.method.toUpperCase()} ${op.path}`;
      const write = op.method !== 'get';
      expect([name, op.summary?.length ?? 0]).not.toEqual([name, 0]);
      expect([
        name,
        op.tags?.length,
        ['public', 'staff', 'admin'].includes(op.tags?.[0] ?? ''),
      ]).toEqual([name, 1, true]);
      const statuses = Object.keys(op.responses);
      expect([name, statuses.some((s) => /^2\d\d$/.test(s))]).toEqual([name, true]);
      expect([name, statuses.includes('500'), statuses.includes('503')]).toEqual([
        name,
        true,
        true,
      ]);
      if (op.tags?.[0] === 'public') {
        expect([name, op.security]).toEqual([name, write ? [{ xsrf: [] }] : []]);
        expect([name, statuses.includes('401')]).toEqual([name, false]);
      } else {
        // The releases routes also take a release token alone (a pipeline: no cookie, no CSRF).
        const token = op.path.startsWith('/api/releases');
        expect([name, op.security]).toEqual([
          name,
          [
            write ? { session: [], xsrf: [] } : { session: [] },
            ...(token ? [{ releaseToken: [] }] : []),
          ],
        ]);
        if (token) expect([name, statuses.includes('429')]).toEqual([name, true]);
        expect([name, statuses.includes('401')]).toEqual([name, true]);
      }
      if (op.tags?.[0] === 'admin') expect([name, statuses.includes('403')]).toEqual([name, true]);
      if (write) expect([name, statuses.includes('419')]).toEqual([name, true]);
      if (statuses.includes('429')) {
        const limited = served.components?.responses?.TooManyRequests;
        expect(limited?.headers?.['Retry-After']?.required).toBe(true);
      }
    }
    // The three audiences are all there: a doc that put everything under one tag would not pass.
    expect(new Set(all.map((op) => op.tags?.[0]))).toEqual(new Set(['public', 'staff', 'admin']));
  });

  it('has the 422 body (message and errors by field) and 5xx bodies with the request id', () => {
    const schemas = served.components?.schemas as Record<
      string,
      { required?: string[]; properties?: Record<string, unknown> }
    >;
    expect(schemas.ValidationErrorResponseDto.required).toEqual(['message', 'errors']);
    expect(schemas.ServerErrorResponseDto.required).toEqual(['message', 'request_id']);
    expect(served.components?.responses?.ValidationFailed?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ValidationErrorResponseDto' } },
    });
  });

  it('comes with the client types openapi-typescript generates from docs/openapi.json', () => {
    // On failure: `npx nx run api:build` regenerates them.
    expect(clientTypesFor(COMMITTED_DOCUMENT)).toBe(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });
});
