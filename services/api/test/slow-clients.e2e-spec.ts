import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Opens a raw connection, writes `start`, then one byte of `trickle` every `everyMs`. */
function slowClient(port: number, start: string, trickle = '', everyMs = 200) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  const opened = Date.now();
  socket.on('connect', () => {
    socket.write(start);
    let i = 0;
    timer = setInterval(() => {
      if (i < trickle.length && !socket.destroyed) socket.write(trickle[i++]);
    }, everyMs);
  });
  socket.on('data', (chunk) => (answer += chunk.toString()));
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const done = () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - opened });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    // Node's defaults (60 s for headers, 300 s for a request) would still be holding it here.
    setTimeout(() => {
      socket.destroy();
    }, 15_000).unref();
  });
}

describe.each(DIALECTS)('slow clients (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS) (%s)', (dialect) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp(dialect, { REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '2000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('drops a client whose headers never end, with 408, once the headers timeout has passed', async () => {
    const { answer, ms } = await slowClient(
      port,
      'GET /api/health/live HTTP/1.1\r\nHost: bolsos.test\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(5000);
  });

  it('drops a client trickling its body, with 408, once the request timeout has passed', async () => {
    const body = JSON.stringify({ email: 'slow@bolsos.test' }).padEnd(200, ' ');
    const { answer, ms } = await slowClient(
      port,
      `POST /api/password/forgot HTTP/1.1\r\nHost: bolsos.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(6000);
  });

  it('still serves a client that sends its request at a normal pace', async () => {
    const { answer } = await slowClient(
      port,
      'GET /api/health/live HTTP/1.1\r\nHost: bolsos.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
