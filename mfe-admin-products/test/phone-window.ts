/**
 * A 390 px window for the tests of a describe block: antd's breakpoints below md (768 px) match
 * and those above do not, so `useIsPhone()` is true and the phone's layout shows.
 */
export function onAPhone(width = 390): void {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*(\d+(?:\.\d+)?)/.exec(query);
      const max = /max-width:\s*(\d+(?:\.\d+)?)/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { ...matchMedia(query), matches, media: query };
    };
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}
