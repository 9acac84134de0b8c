import request from 'supertest';
import type { TestApp } from './test-app';

/**
 * Which of a set of pages a write made the site render again. A cache hit is an answer without
 * Server-Timing: the answer that built an entry says how long that took, hits say nothing.
 * `pages` name URLs that may change as the test goes (a product's slug), so they are functions.
 */
export function cachedPages<Name extends string>(
  app: () => TestApp,
  pages: Record<Name, () => string>,
) {
  const names = Object.keys(pages) as Name[];
  const get = (url: string) =>
    request(app().http).get(encodeURI(url)).set('Accept', 'text/html').set('Cookie', 'lang=es');
  const rendered = (res: request.Response) => res.headers['server-timing'] !== undefined;
  return {
    get,
    rendered,
    /** Renders and stores every page, then checks that a second request is a 200 hit. */
    async prime(): Promise<void> {
      for (const name of names) await get(pages[name]());
      for (const name of names) {
        const res = await get(pages[name]());
        expect([name, res.status, rendered(res)]).toEqual([name, 200, false]);
      }
    },
    /** Like prime(), while some of the pages answer 404: each is fetched twice, not checked. */
    async primeWith404s(): Promise<void> {
      for (let i = 0; i < 2; i++) for (const name of names) await get(pages[name]());
    },
    /** After a write: which of the pages were rendered again, in the order given. */
    async renderedAgain(): Promise<Name[]> {
      const again: Name[] = [];
      for (const name of names) if (rendered(await get(pages[name]()))) again.push(name);
      return again;
    },
  };
}
