/**
 * A window this wide for antd's breakpoints and the layouts' media queries: jsdom lays nothing
 * out, and its matchMedia stub matches no query, which antd reads as the narrowest screen.
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
