import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from './index';
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
    </>
  );
}

function renderForm(onAsk: (proceed: () => void) => void) {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<Form onAsk={onAsk} />} />
        <Route path="/elsewhere" element={<p>elsewhere</p>} />
        <Route path="/saved" element={<p>saved</p>} />
      </Routes>
    </MemoryRouter>,
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
