import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@bolsos/router';
import { LinkButton } from './link-button';

function setup() {
  render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <Routes>
        <Route
          path="/admin/users"
          element={
            <LinkButton type="primary" to="/admin/users/create">
              New user
            </LinkButton>
          }
        />
        <Route path="/admin/users/create" element={<p>create page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'New user' });
}

describe('LinkButton', () => {
  it('is a link with the real address', () => {
    expect(setup()).toHaveAttribute('href', '/admin/users/create');
  });

  it('navigates inside the app on a plain click', () => {
    fireEvent.click(setup());
    expect(screen.getByText('create page')).toBeInTheDocument();
  });

  it('leaves modified clicks to the browser (new tab)', () => {
    fireEvent.click(setup(), { ctrlKey: true });
    expect(screen.queryByText('create page')).not.toBeInTheDocument();
  });
});
