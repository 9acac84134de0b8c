const REDIS_CONNECT_TIMEOUT_MS = 5000;

/**
 * node-redis retries a refused connection for ever, so a missing Redis would leave the process
 * hanging at start-up with nothing said. Sessions (or rate limits) on Redis cannot work without
 * it: give up after a few seconds with a message an operator can act on.
 */
export async function connectRedis(
  client: { connect(): Promise<unknown>; destroy(): void },
  url: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const where = new URL(url);
          where.password = '';
          where.username = '';
          reject(
            new Error(
              `Redis is not reachable at ${where.host} (waited ${REDIS_CONNECT_TIMEOUT_MS / 1000} s). SESSION_STORE=redis or RATE_LIMIT_STORE=redis needs it: start Redis, fix REDIS_URL, or use the database store.`,
            ),
          );
        }, REDIS_CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
