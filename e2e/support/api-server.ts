import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './e2e-env';

export interface ApiServerOptions {
  port: number;
  dataDir: string;
  smtpPort: number;
  /** The REMOTES_CONFIG file; without one the API serves the releases' config (RELEASES_DIR). */
  remotesConfigFile?: string;
  /** Where `npm run release` keeps remote releases and their remotes config. */
  releasesDir?: string;
  logFile: string;
  /** How long to wait for 'Bolsos is running' (migrations, demo seed with images). */
  startTimeout?: number;
}

export interface ApiServer {
  origin: string;
  close(): Promise<void>;
}

const READY = 'Bolsos is running';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Fails early, with the fix, when a build the site needs is missing. */
export function assertBuilt(): void {
  const required = [
    'services/api/dist/main.js',
    'shell/dist/index.html',
    'mfe-storefront/dist/mf-manifest.json',
    'mfe-admin-users/dist/mf-manifest.json',
    'mfe-admin-products/dist/mf-manifest.json',
  ];
  const missing = required.filter((file) => !fs.existsSync(path.join(REPO_ROOT, file)));
  if (missing.length) {
    throw new Error(
      `missing build output: ${missing.join(', ')}. Run "npx nx run-many -t build" (npm run e2e does).`,
    );
  }
  // A build made with NODE_ENV=development points its manifest at a dev server (localhost:420x),
  // and the Nx cache can hand such a build back to a later production build.
  for (const remote of ['mfe-storefront', 'mfe-admin-users', 'mfe-admin-products']) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, remote, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { metaData?: { publicPath?: string } };
    const publicPath = manifest.metaData?.publicPath ?? '';
    if (!publicPath.startsWith('/')) {
      throw new Error(
        `${remote}/dist is not a production build (its manifest loads chunks from "${publicPath}"). Rebuild with NODE_ENV=production: "NODE_ENV=production npx nx run-many -t build --skip-nx-cache".`,
      );
    }
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built API the way `npm start` does (`node services/api/dist/main.js` from the
 * repository root, development mode with the demo seed), on its own port, database and mail server.
 */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    // E-mailed links must point at the origin the browser uses.
    APP_URL: origin,
    DATA_DIR: options.dataDir,
    // A developer's or CI's own settings must not leak in: embedded SQLite, sessions in it.
    DATABASE_URL: '',
    SESSION_STORE: 'database',
    RATE_LIMIT_STORE: 'memory',
    // Behind a proxy, as in production: each journey's visitor comes from its own address.
    TRUST_PROXY: 'true',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    REMOTES_CONFIG: options.remotesConfigFile ?? '',
    RELEASES_DIR: options.releasesDir ?? path.join(options.dataDir, 'releases'),
    NO_COLOR: '1',
  };
  const log = fs.createWriteStream(options.logFile);
  // `node services/api/dist/main.js` as `npm start` runs it, under a guard that stops it if this
  // runner dies without tearing down (the guard's stdin is a pipe from here).
  const child = spawn(
    process.execPath,
    [
      path.join(__dirname, 'orphan-guard.mjs'),
      process.execPath,
      path.join(REPO_ROOT, 'services', 'api', 'dist', 'main.js'),
    ],
    { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`the API did not print "${READY}" within the time limit:\n${output}`));
    }, options.startTimeout ?? 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });

  return {
    origin,
    close: async () => {
      await stop(child);
      log.end();
    },
  };
}
