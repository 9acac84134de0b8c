import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FADE_IN_MS, FADE_OUT_MS, PageTransition } from './page-transition';

describe('PageTransition', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const ghost = (container: HTMLElement) =>
    container.querySelector('.bl-page__ghost') as HTMLElement;
  const phase = (container: HTMLElement) =>
    (container.querySelector('.bl-page') as HTMLElement).dataset.transition;

  it('renders the page without a transition at first', () => {
    const { container } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(phase(container)).toBe('idle');
  });

  it('fades the old page out, then the new one in', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/contacto">
        <p>contact</p>
      </PageTransition>,
    );
    // The new page is already rendered (hidden by CSS), the old one is a still copy above it.
    expect(phase(container)).toBe('out');
    expect(ghost(container)).toHaveTextContent('home');
    expect(ghost(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('contact')).toBeInTheDocument();

    // The old page is gone well within 200 ms of the tap; the new one then fades in.
    expect(FADE_OUT_MS).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(FADE_OUT_MS - 1));
    expect(phase(container)).toBe('out');
    act(() => jest.advanceTimersByTime(1));
    expect(phase(container)).toBe('in');
    expect(ghost(container)).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(FADE_IN_MS));
    expect(phase(container)).toBe('idle');
  });

  it('names nothing in the fading copy that the new page could also name', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/buscar">
        <h1 id="title">Resultados</h1>
        <div data-testid="search-none">Nada</div>
        <input type="radio" name="sort" value="price" defaultChecked aria-label="precio" />
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/en/search">
        <h1 id="title">Results</h1>
        <div data-testid="search-none">Nothing</div>
        <input type="radio" name="sort" value="price" defaultChecked aria-label="price" />
      </PageTransition>,
    );
    expect(ghost(container)).toHaveTextContent('Resultados');
    expect(ghost(container).querySelectorAll('[id], [name], [data-testid]')).toHaveLength(0);
    expect(screen.getByTestId('search-none')).toHaveTextContent('Nothing');
    expect(screen.getByRole('radio', { name: 'price' })).toBeChecked();
  });

  it('leaves out of the fading copy what lies wholly below the window', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/productos">
        <h1>Bags</h1>
        <ul>
          <li>visible card</li>
          <li>cut card</li>
          <li>hidden card</li>
        </ul>
        <footer>footer</footer>
      </PageTransition>,
    );
    // jsdom has no layout: place the page as a 800 px window would show it.
    const top: Record<string, number> = {
      Bags: 0,
      'visible cardcut cardhidden card': 100,
      'visible card': 100,
      'cut card': 700,
      'hidden card': 1000,
      footer: 1400,
    };
    const height = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const y = top[this.textContent ?? ''] ?? 0;
      const tall = this.tagName === 'UL' ? 1200 : 300;
      return { top: y, bottom: y + tall, height: tall } as DOMRect;
    });
    try {
      rerender(
        <PageTransition transitionKey="/contacto">
          <p>contact</p>
        </PageTransition>,
      );
    } finally {
      Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
    }
    const copy = ghost(container);
    expect(copy).toHaveTextContent('Bags');
    expect(copy).toHaveTextContent('visible card');
    expect(copy).toHaveTextContent('cut card');
    expect(copy).not.toHaveTextContent('hidden card');
    expect(copy).not.toHaveTextContent('footer');
  });

  it('finishes a fade that a suspending page interrupted', async () => {
    // Switching language loads the other language's texts: the page suspends during the fade,
    // React hides it and runs its unmount (clearing the timers), then shows it again.
    let resolve!: () => void;
    const texts = new Promise<void>((done) => {
      resolve = done;
    });
    let loaded = false;
    void texts.then(() => {
      loaded = true;
    });
    function Texts({ wait }: { wait: boolean }) {
      if (wait && !loaded) throw texts;
      return null;
    }
    const page = (key: string, label: string, wait: boolean) => (
      <Suspense fallback={<p>loading</p>}>
        <PageTransition transitionKey={key}>
          <p>{label}</p>
        </PageTransition>
        <Texts wait={wait} />
      </Suspense>
    );
    const { container, rerender } = render(page('/buscar', 'sin resultados', false));
    rerender(page('/en/search', 'no results', false));
    expect(phase(container)).toBe('out');
    rerender(page('/en/search', 'no results', true));
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS));
    await act(async () => {
      resolve();
      await texts;
    });
    act(() => jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS));
    expect(phase(container)).toBe('idle');
    expect(ghost(container)).toBeEmptyDOMElement();
    expect(container).not.toHaveTextContent('sin resultados');
    expect(screen.getByText('no results')).toBeVisible();
  });

  it('does nothing when the same page re-renders', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/productos">
        <p>page 1</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/productos">
        <p>page 2</p>
      </PageTransition>,
    );
    expect(phase(container)).toBe('idle');
  });

  it('skips the fade when the visitor prefers reduced motion', () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    const { container, rerender } = render(
      <PageTransition transitionKey="/">
        <p>home</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/en">
        <p>home en</p>
      </PageTransition>,
    );
    expect(phase(container)).toBe('idle');
    expect(ghost(container)).toBeEmptyDOMElement();
    expect(screen.getByText('home en')).toBeInTheDocument();
  });
});
