import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from '@bolsos/router';
import { ScrollToTop } from './scroll-to-top';

const router: { navigate?: ReturnType<typeof useNavigate> } = {};

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
}

const go = (to: string) => act(() => void router.navigate?.(to));

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The visitor has scrolled down the page (jsdom leaves every page at the top).
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('does not scroll a page that is already at the top', async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    renderAt('/');
    await go('/productos');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the first page of the visit where the browser put it', () => {
    renderAt('/contacto#form');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on every new path', async () => {
    renderAt('/');
    await go('/productos');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    await go('/admin');
    await go('/');
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('keeps the position when only the query or the hash changes', async () => {
    renderAt('/productos/todos');
    await go('/productos/todos?page=2');
    await go('/productos/todos?page=2#top');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    renderAt('/');
    await go('/en');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
