/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:38517/admin"}
 */
import axios from 'axios';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeOn } from './support/databases';

// A browser (jsdom: real cookie jar, same-origin XHR) and stock axios, as a
// Sanctum SPA would use it: no interceptors, no extra config.
const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const port = 38517;

describeOn('sqlite')('a stock axios SPA client works against the API', () => {
  let server: ChildProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-axios-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      MAIL_TRANSPORT: 'outbox',
    };
    delete env.DATABASE_URL;
    const created = spawnSync(
      process.execPath,
      [
        path.join(dist, 'cli.js'),
        'create-user',
        '--email',
        'spa@bolsos.test',
        '--name',
        'Spa Admin',
        '--role',
        'admin',
        '--password',
        'Spa#2026pass',
      ],
      { env, encoding: 'utf8' },
    );
    expect(created.stderr).toBe('');
    server = spawn(process.execPath, [path.join(dist, 'main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('API did not start')), 30_000);
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Bolsos is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
    });
  });

  afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs in and calls a staff route with axios defaults only', async () => {
    const http = axios.create({ withCredentials: true, headers: { Accept: 'application/json' } });
    expect((await http.get('/sanctum/csrf-cookie')).status).toBe(204);
    expect((globalThis as unknown as { document: { cookie: string } }).document.cookie).toMatch(
      /XSRF-TOKEN=/,
    );
    const login = await http.post('/api/login', {
      email: 'spa@bolsos.test',
      password: 'Spa#2026pass',
    });
    expect(login.data.user.email).toBe('spa@bolsos.test');
    const users = await http.get('/api/users');
    expect(users.data.meta.total).toBe(1);
    const created = await http.post('/api/users', {
      name: 'Via Axios',
      email: 'axios@bolsos.test',
      roles: ['manager'],
    });
    expect(created.status).toBe(201);
    await http.post('/api/logout');
    await expect(http.get('/api/account')).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('gets 419 when the XSRF header is missing', async () => {
    const bare = axios.create({ withCredentials: true, xsrfCookieName: 'none' });
    await expect(bare.post('/api/password/forgot', { email: 'a@b.test' })).rejects.toMatchObject({
      response: { status: 419 },
    });
  });
});
