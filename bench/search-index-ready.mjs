/**
 * The API answers searches from the database while its search index is first built (a shopper
 * never waits for the build), and from the index after: the index's answers name `index` in
 * Server-Timing, the database's `database`. Benchmarks of the index wait for it here.
 */

/**
 * Searches (distinct queries, none cached) until the index answers one. Resolves with the first
 * search's round trip (the database's answer, or the index's on a small catalogue) and the ms
 * from that first search until the index answered.
 */
export async function waitForSearchIndex(base, lang = 'es', timeoutMs = 120_000) {
  const started = performance.now();
  let firstAnswer;
  for (let n = 0; ; n++) {
    const asked = performance.now();
    const res = await fetch(`${base}/api/catalog/search?lang=${lang}&q=zzzz${n}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search while the index is built: ${res.status}`);
    const answered = performance.now();
    firstAnswer ??= answered - asked;
    if (/\bindex;dur=/.test(res.headers.get('server-timing') ?? ''))
      return { firstAnswer, ready: answered - started };
    if (answered - started > timeoutMs) throw new Error(`no search index after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
