import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import http from 'node:http';

export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * Nest's Express adapter with Node's slow-client limits set where Node reads them: at server
 * creation. A client trickling its headers or body is answered 408 and dropped after the limit
 * instead of holding a socket for Node's default 300 s; connections are checked every second so
 * the limit is kept to within a second, not within Node's default 30 s check.
 */
export class TimedExpressAdapter extends ExpressAdapter {
  constructor(private readonly limits: HttpLimits) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      // Not used here (TLS ends at the proxy): Nest's own server, with the limits set after.
      super.initHttpServer(options);
      const server = this.getHttpServer() as http.Server;
      server.requestTimeout = this.limits.requestTimeoutMs;
      server.headersTimeout = this.limits.headersTimeoutMs;
      return;
    }
    this.httpServer = http.createServer(
      {
        requestTimeout: this.limits.requestTimeoutMs,
        headersTimeout: this.limits.headersTimeoutMs,
        connectionsCheckingInterval: Math.min(1000, this.limits.headersTimeoutMs),
      },
      this.getInstance(),
    );
  }
}
