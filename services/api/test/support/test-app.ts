import type { NestExpressApplication } from '@nestjs/platform-express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/auth/password-hasher.service';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { createOpenApiDocument } from '../../src/common/openapi/openapi-document';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { foldText } from '../../src/common/utils/fold-text';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { User } from '../../src/users/entities/user.entity';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases';
import { OpenApiContract, rawPath, type OpenApiDocument } from './openapi-contract';
import { SmtpInbox } from './smtp-inbox';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  inbox: SmtpInbox;
  dataSource: DataSource;
  dialect: Dialect;
  /** The document this app serves at /api/docs/openapi.json (built in-process, even with API_DOCS off). */
  openApi(): OpenApiContract;
  createUser(input: {
    email: string;
    password?: string | null;
    roles?: ('admin' | 'manager')[];
    name?: string;
  }): Promise<User>;
  close(): Promise<void>;
}

/** The real app on a fresh database, with mail going to an SMTP listener in the test. */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase(dialect);
  const inbox = new SmtpInbox();
  await inbox.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    MAIL_TRANSPORT: 'smtp',
    APP_URL: 'http://bolsos.test',
    TRUST_PROXY: 'true',
    ...env,
  });
  config.database = db.config;
  const app = await createApp(config, { logger: ['error'], ...options });
  const dataSource = app.get(DataSource);
  const hasher = app.get(PasswordHasher);
  let contract: OpenApiContract | undefined;
  const openApi = () =>
    (contract ??= new OpenApiContract(
      createOpenApiDocument(app, config) as unknown as OpenApiDocument,
    ));
  contracts.set(app.getHttpServer(), openApi);
  return {
    app,
    http: app.getHttpServer(),
    config,
    inbox,
    dataSource,
    dialect,
    openApi,
    async createUser({ email, password = 'Password#123', roles = [], name = 'Test User' }) {
      const repo = dataSource.getRepository(User);
      const user = await repo.save(
        repo.create({
          name,
          email: email.toLowerCase(),
          passwordHash: password ? await hasher.hash(password) : null,
          passwordSetAt: password ? new Date() : null,
          locale: 'es',
          searchText: foldText(name, email),
          roleLinks: roles.map((role) => Object.assign(new UserRole(), { role })),
        }),
      );
      return (await repo.findOne({
        where: { id: user.id },
        relations: { roleLinks: true },
      })) as User;
    },
    async close() {
      await app.close();
      await inbox.stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each test app's own document; a server started another way is held to docs/openapi.json. */
const contracts = new WeakMap<object, () => OpenApiContract>();
let committed: OpenApiContract | undefined;

function contractFor(target: unknown): OpenApiContract {
  const own = typeof target === 'object' && target !== null ? contracts.get(target) : undefined;
  return own ? own() : (committed ??= OpenApiContract.committed());
}

/** The API's paths: the document speaks for these, and for nothing else the site serves. */
const API_PATH = /^\/(api|sanctum)(\/|$)/;
const DOCS_PATH = /^\/api\/docs(\/|$)/;

/**
 * Every supertest request in the API suites (the Client's, `request(t.http)`, agents) fails its
 * promise when the answer is not what the OpenAPI document declares for its operation and
 * status: the contract is enforced by every test that talks to the API, with no way to forget it.
 */
const checked = Symbol('openapi-contract');
const TestPrototype = request.Test.prototype as request.Test & { [checked]?: true };
if (!TestPrototype[checked]) {
  TestPrototype[checked] = true;
  const then = TestPrototype.then;
  TestPrototype.then = function (
    this: request.Test & { app: unknown },
    onFulfilled?: (res: unknown) => unknown,
    onRejected?: (reason: unknown) => unknown,
  ) {
    return then
      .call(this, (res: request.Response) => {
        const pathname = rawPath(this.url);
        if (!API_PATH.test(pathname) || DOCS_PATH.test(pathname)) return res;
        const problems = contractFor(this.app).problems(this.method, this.url, res);
        if (problems.length > 0)
          throw new Error(
            `OpenAPI contract: ${this.method} ${pathname} → ${res.status} is not what the document says:\n  ${problems.join('\n  ')}\n  body: ${(res.text ?? '').slice(0, 500)}`,
          );
        return res;
      })
      .then(onFulfilled, onRejected);
  } as unknown as request.Test['then'];
}

/**
 * A browser-like client: keeps cookies, and echoes XSRF-TOKEN in X-XSRF-TOKEN
 * on writes, exactly as a Sanctum SPA does.
 */
export class Client {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf?: string;
  lang?: string;
  /** Each client is its own visitor address (the test app trusts X-Forwarded-For). */
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  constructor(http: TestApp['http']) {
    this.agent = request.agent(http);
  }

  private track(res: request.Response) {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const cookie of cookies) {
      const match = cookie.match(/^XSRF-TOKEN=([^;]*)/);
      if (match) this.xsrf = match[1] ? decodeURIComponent(match[1]) : undefined;
    }
    return res;
  }

  private decorate(test: request.Test, write: boolean) {
    test.set('Accept', 'application/json');
    test.set('X-Forwarded-For', this.ip);
    if (this.lang) test.set('Accept-Language', this.lang);
    if (write && this.xsrf) test.set('X-XSRF-TOKEN', this.xsrf);
    return test.then((res) => this.track(res));
  }

  async csrf() {
    return this.decorate(this.agent.get('/sanctum/csrf-cookie'), false);
  }

  /** Opens a link as a browser would (HTML accepted), keeping the cookies it sets. */
  async follow(path: string) {
    const res = await this.agent
      .get(path)
      .set('Accept', 'text/html')
      .set('X-Forwarded-For', this.ip);
    return this.track(res);
  }

  /** A raw request with this visitor's address, for tests that shape headers themselves. */
  raw(method: 'get' | 'post' | 'put' | 'delete', path: string) {
    return this.agent[method](path).set('X-Forwarded-For', this.ip);
  }

  get(path: string) {
    return this.decorate(this.agent.get(path), false);
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.decorate(
      this.agent
        .post(path)
        .set(headers)
        .send(body as object),
      true,
    );
  }

  put(path: string, body?: unknown) {
    return this.decorate(this.agent.put(path).send(body as object), true);
  }

  delete(path: string) {
    return this.decorate(this.agent.delete(path), true);
  }

  async login(email: string, password = 'Password#123') {
    if (!this.xsrf) await this.csrf();
    const res = await this.post('/api/login', { email, password });
    if (res.status !== 200)
      throw new Error(`login ${email} → ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}
