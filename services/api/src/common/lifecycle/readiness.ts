import type { BeforeApplicationShutdown } from '@nestjs/common';

export type ReadinessCheck = () => Promise<unknown>;

/**
 * What a replica needs beyond its database before a load balancer should send it traffic:
 * the connections made outside Nest's container (Redis) register a check here. Once shutdown
 * starts the replica says it is not ready, so a balancer stops routing new requests to it while
 * the HTTP server finishes the ones in flight.
 */
export class Readiness implements BeforeApplicationShutdown {
  private readonly checks = new Map<string, ReadinessCheck>();
  private stopping = false;

  /** `graceMs`: how long to keep serving after turning not-ready, before the listener closes. */
  constructor(private readonly graceMs = 0) {}

  add(name: string, check: ReadinessCheck) {
    this.checks.set(name, check);
  }

  get draining(): boolean {
    return this.stopping;
  }

  entries(): [string, ReadinessCheck][] {
    return [...this.checks];
  }

  /**
   * Called first on SIGTERM. Closing the listener at once would reset connections that a balancer
   * sends before its next health check sees the change; so the replica says "not ready" and keeps
   * serving for the grace period, then Nest closes the listener and waits for requests in flight.
   */
  async beforeApplicationShutdown() {
    this.stopping = true;
    if (this.graceMs > 0) await new Promise((resolve) => setTimeout(resolve, this.graceMs));
  }
}
