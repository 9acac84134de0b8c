/**
 * Starts the built API (services/api/dist) the way a production install runs it, for the
 * benchmarks: NODE_ENV=production, so Nest, Express and React's server renderer run their
 * production builds, which is what a shop serves.
 *
 * Production refuses the demo seed, so a development process seeds the database first and
 * stops; the production process then starts on the same database and data folder. Production
 * also refuses the default session secret and, unless told, mail kept on disk: the benchmarks
 * send no mail, so the outbox is allowed explicitly (ALLOW_OUTBOX_MAIL, see app-config.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(root, 'services/api/dist/main.js');
// Seeding renders and encodes every demo image with sharp: about a minute on a busy 2-core machine.
const START_TIMEOUT_MS = 300_000;

function startProcess(env) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const running = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the API did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Bolsos is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before it was running:\n${output}`));
    });
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { running, stop, pid: child.pid };
}

/**
 * @param {string} label  names the temporary data folder
 * @param {Record<string, string>} env  extra environment (DATABASE_URL for MySQL)
 * @param {{ seedDemo?: boolean, prepare?: (dataDir: string) => Promise<void> }} options
 *   seedDemo: false leaves the migrated database empty; prepare fills it (the search benchmark's
 *   generated catalogue) between that first process and the production one
 * @returns {Promise<{ base: string, port: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startProductionApi(label, env = {}, options = {}) {
  const { seedDemo = true, prepare } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bolsos-bench-${label}-`));
  const port = 39000 + Math.floor(Math.random() * 2000);
  const common = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  try {
    const seeder = startProcess({
      ...common,
      NODE_ENV: 'development',
      SEED_DEMO: seedDemo ? 'true' : 'false',
    });
    try {
      await seeder.running;
    } finally {
      await seeder.stop();
    }
    if (prepare) {
      await prepare(dataDir);
      // Rows written around the API get their completeness flags once, as after any bulk load.
      // Not spawnSync: the database may be reached through a TCP link of the caller's own
      // (load-suite.mjs), which a blocked event loop would stop forwarding.
      const fill = await new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(root, 'services/api/dist/cli.js'), 'fill-completeness'],
          { cwd: root, env: common, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', reject);
        child.on('exit', (status) => resolve({ status, output }));
      });
      if (fill.status !== 0) throw new Error(`fill-completeness: ${fill.output}`);
    }
    const production = {
      ...common,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_OUTBOX_MAIL: 'true',
    };
    const api = startProcess(production);
    try {
      await api.running;
    } catch (error) {
      await api.stop();
      throw error;
    }
    const replicas = [];
    return {
      base: `http://127.0.0.1:${port}`,
      port,
      dataDir,
      // The production process, whose resident memory bench:scale reads from /proc.
      pid: api.pid,
      /**
       * Another production process on the same database, data folder, Redis and session secret
       * (a second replica behind the same public origin, APP_URL): `{ base }`. It needs Redis to
       * hear the first one's changes, as any replica does.
       */
      startReplica: async () => {
        const replicaPort = port + 1 + replicas.length;
        const replica = startProcess({
          ...production,
          PORT: String(replicaPort),
          MIGRATE_ON_START: 'false',
        });
        replicas.push(replica);
        await replica.running;
        return { base: `http://127.0.0.1:${replicaPort}`, pid: replica.pid };
      },
      stop: async () => {
        await Promise.all([api, ...replicas].map((p) => p.stop()));
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
