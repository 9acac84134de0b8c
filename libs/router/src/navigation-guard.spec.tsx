import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
} from './index';
import { useNavigationGuard } from './navigation-guard';

function Form({ onAsk }: { onAsk: (proceed: () => void) => void }) {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const guard = useNavigationGuard(dirty, onAsk);
  return (
    <>
      <button onClick={() => setDirty(true)}>edit</button>
      <button
        onClick={() => {
          guard.release();
          navigate('/saved');
        }}
      >
        save
      </button>
      <Link to="/elsewhere">leave</Link>
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

/**
 * useBlocker needs a data router: the app's routes below one splat route, as the shell mounts
 * them (react-router's own way from <BrowserRouter> to a data router).
 */
function inMemory(initialEntries: string[], routes: ReactNode) {
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: routes }], { initialEntries })}
    />,
  );
}

function renderForm(onAsk: (proceed: () => void) => void) {
  inMemory(
    ['/form'],
    <Routes>
      <Route path="/form" element={<Form onAsk={onAsk} />} />
      <Route path="/elsewhere" element={<p>elsewhere</p>} />
      <Route path="/saved" element={<p>saved</p>} />
    </Routes>,
  );
}

describe('useNavigationGuard', () => {
  it('lets navigation through while nothing is unsaved', () => {
    const onAsk = jest.fn();
    renderForm(onAsk);
    fireEvent.click(screen.getByText('leave'));
    expect(screen.getByText('elsewhere')).toBeTruthy();
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('asks before leaving unsaved changes and goes on only when told to', () => {
    let proceed: (() => void) | undefined;
    renderForm((go) => (proceed = go));
    fireEvent.click(screen.getByText('edit'));
    fireEvent.click(screen.getByText('leave'));
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(proceed).toBeDefined();
    act(() => proceed?.());
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('asks before going back in a memory history too', async () => {
    let proceed: (() => void) | undefined;
    inMemory(
      ['/elsewhere', '/form'],
      <Routes>
        <Route path="/form" element={<Form onAsk={(go) => (proceed = go)} />} />
        <Route path="/elsewhere" element={<p>elsewhere</p>} />
      </Routes>,
    );
    fireEvent.click(screen.getByText('edit'));
    fireEvent.click(screen.getByText('back'));
    expect(screen.queryByText('elsewhere')).toBeNull();
    // react-router repeats a blocked back or forward once the history has settled (a microtask).
    await act(async () => proceed?.());
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('asks the browser before the tab closes, only while unsaved', () => {
    renderForm(() => undefined);
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByText('edit'));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('does not ask after release (a save that navigates in the same click)', () => {
    const onAsk = jest.fn();
    renderForm(onAsk);
    fireEvent.click(screen.getByText('edit'));
    fireEvent.click(screen.getByText('save'));
    expect(screen.getByText('saved')).toBeTruthy();
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe('useNavigationGuard with two guarded forms on one page', () => {
  function Box({ name, onAsk }: { name: string; onAsk: (proceed: () => void) => void }) {
    const [dirty, setDirty] = useState(false);
    useNavigationGuard(dirty, onAsk);
    return (
      <>
        <button onClick={() => setDirty(true)}>type in {name}</button>
        <button onClick={() => setDirty(false)}>send {name}</button>
      </>
    );
  }

  it('still asks for the other form after one of them was sent', () => {
    const asked: string[] = [];
    inMemory(
      ['/message'],
      <Routes>
        <Route
          path="/message"
          element={
            <>
              <Box name="reply" onAsk={() => asked.push('reply')} />
              <Box name="note" onAsk={() => asked.push('note')} />
              <Link to="/elsewhere">leave</Link>
            </>
          }
        />
        <Route path="/elsewhere" element={<p>elsewhere</p>} />
      </Routes>,
    );
    fireEvent.click(screen.getByText('type in reply'));
    fireEvent.click(screen.getByText('type in note'));
    // The reply is sent (its guard goes first), the note is still unsaved.
    fireEvent.click(screen.getByText('send reply'));
    fireEvent.click(screen.getByText('leave'));
    expect(asked).toEqual(['note']);
    expect(screen.queryByText('elsewhere')).toBeNull();
    fireEvent.click(screen.getByText('send note'));
    fireEvent.click(screen.getByText('leave'));
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});

describe('useNavigationGuard on back and forward', () => {
  const popstate = () =>
    new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

  function Where() {
    return <output>{useLocation().pathname}</output>;
  }

  function renderBrowser(onAsk: (proceed: () => void) => void) {
    window.history.replaceState(null, '', '/list');
    const routes = (
      <>
        <Routes>
          <Route path="/list" element={<Link to="/form">open the form</Link>} />
          <Route path="/form" element={<Form onAsk={onAsk} />} />
          <Route path="/saved" element={<p>saved</p>} />
        </Routes>
        <Where />
      </>
    );
    render(<RouterProvider router={createBrowserRouter([{ path: '*', element: routes }])} />);
    fireEvent.click(screen.getByText('open the form'));
  }

  it('goes back at once while nothing is unsaved', async () => {
    const onAsk = jest.fn();
    renderBrowser(onAsk);
    await act(async () => {
      window.history.back();
      await popstate();
    });
    expect(screen.getByRole('status')).toHaveTextContent('/list');
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('moves the browser back onto the form, asks, and goes back when told to', async () => {
    let proceed: (() => void) | undefined;
    const onAsk = jest.fn((go: () => void) => (proceed = go));
    renderBrowser(onAsk);
    fireEvent.click(screen.getByText('edit'));
    await act(async () => {
      window.history.back();
      await popstate(); // the back
      await popstate(); // the router undoing it
    });
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('status')).toHaveTextContent('/form');
    expect(onAsk).toHaveBeenCalledTimes(1);
    await act(async () => {
      proceed?.();
      await popstate();
    });
    expect(window.location.pathname).toBe('/list');
    expect(screen.getByRole('status')).toHaveTextContent('/list');
    expect(onAsk).toHaveBeenCalledTimes(1);
  });

  it('stays on the form when the answer is to keep editing', async () => {
    const onAsk = jest.fn();
    renderBrowser(onAsk);
    fireEvent.click(screen.getByText('edit'));
    await act(async () => {
      window.history.back();
      await popstate();
      await popstate();
    });
    expect(onAsk).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/form');
    // Still guarded: a link asks too.
    fireEvent.click(screen.getByText('leave'));
    expect(onAsk).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('/form');
  });
});
