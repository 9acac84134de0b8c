/**
 * A window this wide for antd's breakpoints and the layouts' media queries. jsdom lays nothing
 * out, and its matchMedia stub matches no query, which antd reads as the narrowest screen; the
 * back office's pages (the shell's layout, the admin remotes' pages) are tested at a laptop's
 * width unless a test asks for a phone's.
 */
export function setWindowWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      Boolean(min || max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export const LAPTOP_WIDTH = 1366;
export const PHONE_WIDTH = 390;
