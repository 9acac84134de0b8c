import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { describeOn } from './support/databases';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeOn('sqlite')('start-up with sessions on a Redis that is not there', () => {
  it('gives up within seconds with a message naming the host and never the password', async () => {
    const port = await closedPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-redis-down-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_STORE: 'redis',
      REDIS_URL: `redis://user:s3cret@127.0.0.1:${port}`,
    });
    const started = Date.now();
    try {
      const error = await createApp(config, { logger: false }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toMatch(
        new RegExp(`^Redis is not reachable at 127\\.0\\.0\\.1:${port} .*SESSION_STORE=redis`),
      );
      expect(error?.message).not.toContain('s3cret');
      expect(Date.now() - started).toBeLessThan(9000);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 15_000);
});
