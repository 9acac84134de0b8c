import { yieldToMain } from './yield-to-main';

/**
 * Starts each request in a task of its own, then `last` in one more, and settles as `last` does.
 *
 * Why: importing a chunk group resolves every shared module it consumes and inserts a script
 * element per chunk, all in the task that asked; for the shell's bootstrap that was one task of
 * 30–50 ms on a phone. Requesting the shared singletons first, one per task, leaves `last` only
 * the rest. The requests are not awaited (their downloads overlap); a failed one is left to
 * `last`, which needs the same module and reports the failure where start-up handles errors.
 */
export async function requestInSlices<T>(
  requests: ReadonlyArray<() => Promise<unknown>>,
  last: () => Promise<T>,
): Promise<T> {
  for (const request of requests) {
    request().catch(() => undefined);
    await yieldToMain();
  }
  return last();
}
