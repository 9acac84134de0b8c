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

  add(name: string, check: ReadinessCheck) {
    this.checks.set(name, check);
  }

  get draining(): boolean {
    return this.stopping;
  }

  entries(): [string, ReadinessCheck][] {
    return [...this.checks];
  }

  beforeApplicationShutdown() {
    this.stopping = true;
  }
}
