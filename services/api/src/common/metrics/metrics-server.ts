import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

/**
 * `/metrics` on a port of its own, never on the public one: the figures (routes, volumes, pool
 * use) are for the operator's scraper, reachable only where the operator's network allows.
 */
export class MetricsServer {
  private server?: Server;

  constructor(private readonly metrics: Metrics) {}

  async listen(port: number, host: string): Promise<number> {
    this.server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.metrics.registry.metrics().then(
        (body) =>
          res
            .writeHead(200, {
              'Content-Type': this.metrics.registry.contentType,
              'Cache-Control': 'no-store',
            })
            .end(body),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject).listen(port, host, resolve);
    });
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise((resolve) => server.close(resolve));
  }
}
