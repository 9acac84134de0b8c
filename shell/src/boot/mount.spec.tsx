import { initI18n } from '@bolsos/i18n';
import { screen } from '@testing-library/react';
import { HYDRATED_EVENT } from '@bolsos/contracts';
import { act, type ReactElement, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { mountApp, mountMode, showMountFailure, type Renderers } from './mount';

function fakeRenderers() {
  const root = { render: jest.fn(), unmount: jest.fn() } as unknown as Root;
  return {
    root,
    renderers: {
      createRoot: jest.fn(() => root),
      hydrateRoot: jest.fn(() => root),
    } satisfies Renderers,
  };
}

function container(serverRendered?: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  if (serverRendered !== undefined) element.dataset.serverRendered = serverRendered;
  document.body.replaceChildren(element);
  return element;
}

describe('mountMode', () => {
  it('hydrates only when the server marked the HTML as rendered', () => {
    expect(mountMode(container('true'))).toBe('hydrate');
    expect(mountMode(container())).toBe('client');
    expect(mountMode(container('false'))).toBe('client');
  });
});

describe('mountApp', () => {
  it('hydrates server-rendered HTML', () => {
    const { renderers, root } = fakeRenderers();
    const element = container('true');
    const app = <p>app</p>;
    expect(mountApp(element, app, renderers)).toEqual({ mode: 'hydrate', root });
    expect(renderers.hydrateRoot).toHaveBeenCalledWith(
      element,
      expect.anything(),
      expect.any(Object),
    );
    const hydrated = renderers.hydrateRoot.mock.calls[0] as unknown as [Element, ReactElement];
    // The app itself, plus the signal that renders nothing.
    const children = (hydrated[1].props as { children: ReactNode[] }).children;
    expect(children[0]).toBe(app);
    expect(renderers.createRoot).not.toHaveBeenCalled();
  });

  it('renders client-only otherwise', () => {
    const { renderers, root } = fakeRenderers();
    const element = container();
    const app = <p>app</p>;
    expect(mountApp(element, app, renderers).mode).toBe('client');
    expect(renderers.createRoot).toHaveBeenCalledWith(element, expect.any(Object));
    expect(root.render).toHaveBeenCalledWith(app);
    expect(renderers.hydrateRoot).not.toHaveBeenCalled();
  });

  it('really hydrates with React', () => {
    const element = container('true');
    element.innerHTML = '<p>server text</p>';
    const consoleError = jest.spyOn(console, 'error');
    act(() => {
      mountApp(element, <p>server text</p>);
    });
    expect(screen.getByText('server text')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('tells the page once the server HTML has hydrated, and only then', () => {
    const element = container('true');
    element.innerHTML = '<p>server text</p>';
    const heard = jest.fn();
    window.addEventListener(HYDRATED_EVENT, heard);
    let resolved = false;
    const late = new Promise<void>(() => undefined);
    function Suspends(): ReactNode {
      if (!resolved) throw late;
      return <p>server text</p>;
    }
    act(() => {
      mountApp(element, <Suspends />);
    });
    // Still suspended: nothing hydrated, nothing announced.
    expect(heard).not.toHaveBeenCalled();
    expect(element.dataset.hydrated).toBeUndefined();
    resolved = true;
    const second = container('true');
    second.innerHTML = '<p>server text</p>';
    act(() => {
      mountApp(second, <Suspends />);
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(second.dataset.hydrated).toBe('true');
    window.removeEventListener(HYDRATED_EVENT, heard);
  });
});

describe('showMountFailure', () => {
  beforeAll(() => initI18n('en'));

  it("logs 'Error while mounting app' and shows the error page instead of the app", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = container('true');
    element.innerHTML = '<p>half-mounted</p>';
    const failure = new Error('remotes exploded');
    act(() => showMountFailure(element, failure));
    expect(consoleError).toHaveBeenCalledWith('Error while mounting app', failure);
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred while loading the page.')).toBeInTheDocument();
    expect(screen.queryByText('half-mounted')).not.toBeInTheDocument();
    expect(screen.queryByText(/remotes exploded/)).not.toBeInTheDocument();
    expect(document.title).toBe('Error 500');
    consoleError.mockRestore();
  });

  it('falls back to plain text when even the error page cannot render', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = container();
    const broken = {
      createRoot: () => {
        throw new Error('no DOM');
      },
    };
    showMountFailure(element, new Error('first'), broken);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(element.textContent).toBe('Error 500');
    consoleError.mockRestore();
  });
});
