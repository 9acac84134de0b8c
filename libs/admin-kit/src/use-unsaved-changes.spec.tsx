import { initI18n } from '@bolsos/i18n';
import { createMemoryRouter, Link, Route, RouterProvider, Routes } from '@bolsos/router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useUnsavedChanges } from './use-unsaved-changes';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  return (
    <>
      <input aria-label="name" onChange={() => setDirty(true)} />
      <Link to="/list">back</Link>
      {unsaved.prompt}
    </>
  );
}

async function renderEditor(locale: 'es' | 'en' | 'zh' = 'en') {
  await initI18n(locale);
  // useBlocker needs a data router: the routes below one splat route, as the shell mounts them.
  const routes = (
    <Routes>
      <Route path="/edit" element={<Editor />} />
      <Route path="/list" element={<p>the list</p>} />
    </Routes>
  );
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: routes }], { initialEntries: ['/edit'] })}
    />,
  );
}

describe('useUnsavedChanges', () => {
  it('leaves at once when nothing was changed', async () => {
    await renderEditor();
    fireEvent.click(screen.getByText('back'));
    // A data router's navigation completes a microtask later.
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('asks in the page language, stays on "keep editing" and leaves on "leave"', async () => {
    await renderEditor('es');
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('back'));
    expect(await screen.findByText('¿Salir sin guardar?')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Seguir editando'));
    await waitFor(() => expect(screen.queryByText('the list')).toBeNull());
    expect(screen.getByLabelText('name')).toBeInTheDocument();
    fireEvent.click(screen.getByText('back'));
    fireEvent.click(await screen.findByText('Salir sin guardar'));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });
});
