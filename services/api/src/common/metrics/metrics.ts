import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** How full a database connection pool is, read when Prometheus scrapes. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The app's Prometheus instruments, on a registry of its own (not prom-client's global one), so
 * two apps in one process (the API tests) never share or clash over counters.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'bolsos_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'bolsos_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'bolsos_cache_lookups_total',
    help: 'Byte-cache lookups: api (catalogue JSON) or pages (storefront HTML), hit or miss',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'bolsos_mail_total',
    help: 'E-mails handed to the mail transport, by result (sent or failed)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly loginFailures = new Counter({
    name: 'bolsos_login_failures_total',
    help: 'Sign-ins refused for a wrong e-mail or password',
    registers: [this.registry],
  });

  /**
   * The shell's release health reports (a remote's failure, or its confirmed load), by what was
   * done with them: `counted`, or dropped and why (no_token, invalid_token, expired_token,
   * reused_token, not_served: the token names another release, unknown_release). Dropped ones
   * are never shown as loads or failures.
   */
  readonly releaseHealthReports = new Counter({
    name: 'bolsos_release_health_reports_total',
    help: 'Release health reports from browsers (failure or load), counted or dropped, and why',
    labelNames: ['report', 'result'] as const,
    registers: [this.registry],
  });

  private poolReader?: () => PoolUse | undefined;

  /** the port `/metrics` listens on, once started (METRICS_PORT=0 picks a free one) */
  servedOn?: number;

  constructor() {
    const pool = new Gauge({
      name: 'bolsos_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting requests); MySQL only',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect: () => {
        const use = this.poolReader?.();
        if (!use) return;
        pool.set({ state: 'total' }, use.total);
        pool.set({ state: 'idle' }, use.idle);
        pool.set({ state: 'waiting' }, use.waiting);
      },
    });
    collectDefaultMetrics({ register: this.registry, prefix: 'bolsos_' });
  }

  readPoolWith(reader: () => PoolUse | undefined) {
    this.poolReader = reader;
  }
}
