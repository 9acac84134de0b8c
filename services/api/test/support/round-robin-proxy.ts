import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer: each request goes to the next ready backend in turn (readiness polled
 * like a real balancer's health check, when asked to); a backend that refuses
 * the connection (stopped, or draining with its listener closed) is skipped and the request
 * tried on the next one, as real balancers do for connection failures. A request a backend
 * accepted is never retried, so a cut one shows up as a failure.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly server = http.createServer((req, res) => void this.forward(req, res));
  readonly served = new Map<string, number>();
  readonly errors: string[] = [];
  private readonly notReady = new Set<string>();
  private checker?: NodeJS.Timeout;

  constructor(private readonly backends: () => string[]) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Polls each backend's /api/health/ready and routes only to those that answer 200. */
  checkReadiness(everyMs: number) {
    const check = () => {
      for (const backend of this.backends()) {
        fetch(`${backend}/api/health/ready`, { signal: AbortSignal.timeout(everyMs) })
          .then((res) =>
            res.status === 200 ? this.notReady.delete(backend) : this.notReady.add(backend),
          )
          .catch(() => this.notReady.add(backend));
      }
    };
    check();
    this.checker = setInterval(check, everyMs);
  }

  private async forward(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const all = this.backends();
    const start = this.next++;
    // Ready backends in turn first; the others only if every ready one refuses.
    const turn = all.map((_, i) => all[(start + i) % all.length] as string);
    const order = [
      ...turn.filter((backend) => !this.notReady.has(backend)),
      ...turn.filter((backend) => this.notReady.has(backend)),
    ];
    for (const target of order) {
      const outcome = await this.send(target, req, body, res);
      if (outcome === 'sent') {
        this.served.set(target, (this.served.get(target) ?? 0) + 1);
        return;
      }
      if (outcome === 'failed') return;
    }
    this.errors.push(`${req.method} ${req.url}: every backend refused`);
    res.writeHead(502).end('no backend');
  }

  private send(
    target: string,
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
  ): Promise<'sent' | 'refused' | 'failed'> {
    return new Promise((resolve) => {
      const url = new URL(req.url ?? '/', target);
      const upstream = http.request(
        url,
        {
          method: req.method,
          headers: { ...req.headers, host: url.host, connection: 'close' },
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve('sent'));
          answer.on('error', () => {
            res.destroy();
            resolve('failed');
          });
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') return resolve('refused');
        this.errors.push(`${req.method} ${req.url} on ${target}: ${error.code ?? error.message}`);
        // Accepted, then cut: the client sees it fail.
        if (!res.headersSent) res.writeHead(502);
        res.end();
        resolve('failed');
      });
      upstream.end(body);
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.checker);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
