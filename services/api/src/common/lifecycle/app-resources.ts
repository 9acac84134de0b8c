import type { OnApplicationShutdown } from '@nestjs/common';

/**
 * Connections made outside Nest's container (Redis, the session store's timer)
 * that must close with the app, or a process embedding it never exits.
 */
export class AppResources implements OnApplicationShutdown {
  private readonly closers: (() => Promise<void> | void)[] = [];

  add(closer: () => Promise<void> | void) {
    this.closers.push(closer);
  }

  async onApplicationShutdown() {
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}
