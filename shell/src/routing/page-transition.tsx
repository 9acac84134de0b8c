import { Component, createRef, type ReactNode } from 'react';
import { prefersReducedMotion } from './scroll-to-top';

/**
 * Spec §9: fade, out-in. The old page leaves faster than the new one arrives (exits shorter than
 * entrances), so the new page starts to show within 200 ms of a tap even on a slow phone.
 * shell.css's animations use the same durations.
 */
export const FADE_OUT_MS = 100;
export const FADE_IN_MS = 150;

export interface PageTransitionProps {
  /** The path: a new key fades the old page out, then the new one in (ScrollToTop scrolls). */
  transitionKey: string;
  children: ReactNode;
}

interface PageTransitionState {
  phase: 'idle' | 'out' | 'in';
}

/** How deep the copy is trimmed: a list's cards sit a few levels under the page. */
const TRIM_DEPTH = 8;

/**
 * Removes from `copy` every element whose original lies wholly below the window (`bottom`), going
 * into the ones that cross that edge. Nobody sees those parts of the fading copy, yet a long list
 * copied whole cost a phone tens of ms to clone, lay out and paint before the new page showed.
 * Only what follows the visible part goes, so the rest keeps its place. Read before React
 * changes the page, when its layout is still the one on screen.
 */
function trimBelow(original: Element, copy: Element, bottom: number, depth: number): void {
  const originals = original.children;
  const copies = copy.children;
  // Backwards, so a removal never shifts an element still to be visited.
  for (let index = originals.length - 1; index >= 0; index -= 1) {
    const rect = originals[index].getBoundingClientRect();
    if (rect.top >= bottom && rect.height > 0) copies[index]?.remove();
    else if (rect.bottom > bottom && depth < TRIM_DEPTH)
      trimBelow(originals[index], copies[index], bottom, depth + 1);
  }
}

/**
 * The copy is a picture of the old page, so it gives up what names an element in the document:
 * an `id` twice breaks labels, `aria-*` references and `#` links to the new page; a radio's `name`
 * would join the new page's group and could uncheck it; test ids would find two elements.
 */
function unname(copy: Element): void {
  for (const element of copy.querySelectorAll('[id], [name], [data-testid]')) {
    element.removeAttribute('id');
    element.removeAttribute('name');
    element.removeAttribute('data-testid');
  }
}

/**
 * Out-in without holding the router back: the new page renders at once (its data starts loading,
 * guards see the real location), while a still copy of the old page, taken just before React
 * replaced it, fades out above it; then the new page fades in. The copy is inert and hidden from
 * assistive technology.
 */
export class PageTransition extends Component<PageTransitionProps, PageTransitionState> {
  override state: PageTransitionState = { phase: 'idle' };
  private readonly content = createRef<HTMLDivElement>();
  private readonly ghost = createRef<HTMLDivElement>();
  private timers: ReturnType<typeof setTimeout>[] = [];

  override getSnapshotBeforeUpdate(previous: PageTransitionProps): Node | null {
    if (previous.transitionKey === this.props.transitionKey || prefersReducedMotion()) return null;
    const content = this.content.current;
    if (!content) return null;
    const copy = content.cloneNode(true) as HTMLElement;
    trimBelow(content, copy, window.innerHeight, 0);
    unname(copy);
    return copy;
  }

  override componentDidUpdate(
    previous: PageTransitionProps,
    _state: unknown,
    snapshot: Node | null,
  ) {
    if (previous.transitionKey === this.props.transitionKey || !snapshot) return;
    this.clearTimers();
    this.ghost.current?.replaceChildren(snapshot);
    this.setState({ phase: 'out' });
    this.timers.push(
      setTimeout(() => {
        this.ghost.current?.replaceChildren();
        this.setState({ phase: 'in' });
        this.timers.push(setTimeout(() => this.setState({ phase: 'idle' }), FADE_IN_MS));
      }, FADE_OUT_MS),
    );
  }

  override componentDidMount() {
    // Also runs when a Suspense boundary shows this page again after hiding it (a language's
    // texts loading mid-fade): hiding ran componentWillUnmount, which dropped the timers, so
    // the fade would never end and the old page's copy would stay. It is over by now.
    if (this.state.phase === 'idle') return;
    this.ghost.current?.replaceChildren();
    this.setState({ phase: 'idle' });
  }

  override componentWillUnmount() {
    this.clearTimers();
  }

  private clearTimers() {
    this.timers.forEach(clearTimeout);
    this.timers = [];
  }

  override render() {
    const { phase } = this.state;
    return (
      <div className={`bl-page bl-page--${phase}`} data-transition={phase}>
        {/* React never renders children here; the old page's copy is put in by hand. */}
        <div ref={this.ghost} className="bl-page__ghost" aria-hidden="true" inert />
        <div ref={this.content} className="bl-page__content">
          {this.props.children}
        </div>
      </div>
    );
  }
}
